"""A projection's writes, held and sent table by table, leave the tables as sent one by one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from projections.projectors.batched import Batched, target_of
from projections.store import SqliteReadStore


class Counting:
    """A writer that counts the round trips a batch costs."""

    def __init__(self, tx: Any) -> None:
        self.tx, self.trips = tx, 0

    def execute(self, sql: str, params: Any = ()) -> None:
        self.trips += 1
        self.tx.execute(sql, params)

    def executemany(self, sql: str, rows: Any) -> None:
        self.trips += 1
        self.tx.executemany(sql, rows)

    def scalar(self, sql: str, params: Any = ()) -> Any:
        self.trips += 1
        return self.tx.scalar(sql, params)

    def query(self, sql: str, params: Any = ()) -> Any:
        self.trips += 1
        return self.tx.query(sql, params)


def test_only_plain_writes_of_one_table_are_held() -> None:
    assert target_of("INSERT INTO notes (id) VALUES (?)") == "notes"
    assert target_of("UPDATE notes SET body = ? WHERE id = ?") == "notes"
    assert target_of("DELETE FROM notes WHERE id = ?") == "notes"
    upsert = "INSERT INTO notes (id) VALUES (?) ON CONFLICT (id) DO UPDATE SET id = excluded.id"
    assert target_of(upsert) == "notes"
    # Statements that read another table are sent in their place, after all held before.
    assert target_of("DELETE FROM notes WHERE id IN (SELECT id FROM gone)") is None
    assert target_of("INSERT INTO notes SELECT id FROM tags") is None
    assert target_of("SELECT pg_advisory_xact_lock(1)") is None


def test_held_writes_end_as_sent_one_by_one_in_fewer_round_trips(tmp_path: Path) -> None:
    store = SqliteReadStore(tmp_path / "read.sqlite")
    store.create_tables(
        [
            "CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT)",
            "CREATE TABLE tags (note TEXT, tag TEXT)",
        ]
    )
    with store.transaction() as tx:
        counting = Counting(tx)
        writer = Batched(counting)
        for n in range(50):
            writer.execute("INSERT INTO notes (id, body) VALUES (?, ?)", (f"n{n}", "draft"))
            writer.execute("INSERT INTO tags (note, tag) VALUES (?, ?)", (f"n{n}", "new"))
        writer.execute("UPDATE notes SET body = ? WHERE id = ?", ("final", "n3"))
        writer.execute("DELETE FROM notes WHERE id = ?", ("n4",))
        writer.execute("INSERT INTO notes (id, body) VALUES (?, ?)", ("n4", "again"))
        # A read sees every write before it.
        assert writer.scalar("SELECT COUNT(*) FROM notes") == 50
        writer.execute(
            "DELETE FROM tags WHERE note IN (SELECT id FROM notes WHERE body = ?)", ("final",)
        )
        writer.flush()
    assert counting.trips < 10  # not 105
    bodies = {r["id"]: r["body"] for r in store.query("SELECT id, body FROM notes")}
    assert (len(bodies), bodies["n3"], bodies["n4"], bodies["n5"]) == (
        50,
        "final",
        "again",
        "draft",
    )
    assert store.scalar("SELECT COUNT(*) FROM tags") == 49
    store.close()
