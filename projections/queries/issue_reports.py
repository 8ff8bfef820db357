"""What people added to the issues they reported, as an issue's page shows it."""

from __future__ import annotations

from projections.store import ReadStore, Row


def report_of(store: ReadStore, issue_id: str) -> Row | None:
    """The description and whether there is a photo (not the photo itself)."""
    return store.query_one(
        "SELECT description, photo IS NOT NULL AS has_photo FROM issue_reports WHERE issue_id = ?",
        (issue_id,),
    )


def photo_of(store: ReadStore, issue_id: str) -> str | None:
    value = store.scalar("SELECT photo FROM issue_reports WHERE issue_id = ?", (issue_id,))
    return str(value) if value else None
