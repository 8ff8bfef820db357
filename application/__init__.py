"""Event-sourced applications: command handlers over the domain aggregates."""
