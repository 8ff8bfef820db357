"""A batch's writes held back and sent table by table, each run of one statement at once.

A projection's handlers write a row or two per event; sent one by one, a replay of a year
waits on a round trip per row. Statements on different tables commute (read tables have no
triggers or foreign keys), so `Batched` keeps each table's statements in their order and
sends every run of the same statement as one `executemany` (one pipelined round trip on
PostgreSQL). A statement that reads (a query, or a write with a sub-select) first sends all
that is held, so it sees every earlier write, as it would have unbatched.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from projections.store import Row, Writer

_TARGET = re.compile(
    r"^\s*(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM)\s+\"?(\w+)\"?", re.IGNORECASE
)
_READS = re.compile(r"\bSELECT\b|\bUPDATE\s+\w+\s+SET\b.*\bFROM\b", re.IGNORECASE | re.DOTALL)


@lru_cache(maxsize=512)
def target_of(sql: str) -> str | None:
    """The one table a statement writes without reading another; None for anything else."""
    found = _TARGET.match(sql)
    if found is None or _READS.search(sql):
        return None
    return found.group(1).lower()


class Batched:
    """A `Writer` that holds writes until `flush` (or a read) and sends them in bulk."""

    def __init__(self, tx: Writer) -> None:
        self._tx = tx
        self._held: dict[str, list[tuple[str, Sequence[Any]]]] = {}

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        table = target_of(sql)
        if table is None:
            self.flush()
            self._tx.execute(sql, params)
        else:
            self._held.setdefault(table, []).append((sql, params))

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        table = target_of(sql)
        if table is None:
            self.flush()
            self._tx.executemany(sql, rows)
        else:
            self._held.setdefault(table, []).extend((sql, row) for row in rows)

    def upsert_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        self.flush()
        self._tx.upsert_many(sql, rows)

    def scalar(self, sql: str, params: Sequence[Any] = ()) -> Any:
        self.flush()
        return self._tx.scalar(sql, params)

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        self.flush()
        return self._tx.query(sql, params)

    def flush(self) -> None:
        """Sends what is held: per table in order, each run of one statement together."""
        held, self._held = self._held, {}
        for statements in held.values():
            for sql, run in itertools.groupby(statements, key=lambda pair: pair[0]):
                rows = [params for _, params in run]
                if len(rows) == 1:
                    self._tx.execute(sql, rows[0])
                else:
                    self._tx.executemany(sql, rows)
