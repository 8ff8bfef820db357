"""The escalator's questions (`application.escalations.DueEscalations`), from the `issues`
table the issues projector keeps."""

from __future__ import annotations

from collections.abc import Sequence

from projections.queries.issues import place_of_facility
from projections.store import ReadStore


class ReadTableEscalations:
    def __init__(self, store: ReadStore) -> None:
        self.store = store

    def escalations_due(self, due: Sequence[tuple[str, int, str]], limit: int) -> list[str]:
        """The open issues, oldest first, of a type below a level they have reached: opened
        at or before the time given with that type and level."""
        if not due:
            return []
        reached = " OR ".join(
            "(issue_type = ? AND escalation_level < ? AND created_at <= ?)" for _ in due
        )
        rows = self.store.query(
            f"SELECT id FROM issues WHERE status = 'OPENED' AND ({reached})"
            " ORDER BY created_at, id LIMIT ?",
            [*(value for item in due for value in item), limit],
        )
        return [row["id"] for row in rows]

    def place_name(self, facility_id: str) -> str | None:
        return place_of_facility(self.store, facility_id)
