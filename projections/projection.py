"""Base of every projection: a single-dispatch `process_event` writing read tables."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from projections.store import ReadStore, Writer


class Projection:
    """Turns events into read-table rows.

    Subclasses define `process_event` as a `singledispatchmethod` and register handlers;
    events without a handler are skipped. `upstream` names the applications it follows.
    """

    name: ClassVar[str]
    upstream: ClassVar[tuple[str, ...]]
    tables: ClassVar[dict[str, str]]  # table name -> CREATE TABLE statement
    indexes: ClassVar[tuple[str, ...]] = ()

    def __init__(self, store: ReadStore) -> None:
        self.store = store

    def create_tables(self) -> None:
        self.store.create_tables([*self.tables.values(), *self.indexes])

    def drop_rows(self, tx: Writer) -> None:
        """Empties the tables before a rebuild."""
        for table in self.tables:
            tx.execute(f"DELETE FROM {table}")
        tx.execute("DELETE FROM projection_tracking WHERE projection = ?", (self.name,))

    def process_batch(self, events: Sequence[Any], tx: Writer) -> None:
        """Applies a batch in order; projections of high-volume streams fold it instead."""
        for event in events:
            self.process_event(event, tx)

    def process_event(self, event: Any, tx: Writer) -> None:
        """Each subclass declares its own `@singledispatchmethod` so registries stay apart."""
        raise NotImplementedError
