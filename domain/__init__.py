"""The hygiene console's domain model: aggregates, their events and invariants.

Nothing here knows of Litestar, SQL or NATS.
"""
