"""The hygiene console: configuration, wiring and the `hygiene` command."""
