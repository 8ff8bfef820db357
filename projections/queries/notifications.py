"""A recipient's notifications beyond the list: the unread ones to mark read together."""

from __future__ import annotations

from projections.store import ReadStore


def unread_ids(store: ReadStore, recipient_id: str) -> list[str]:
    """The ids of the recipient's unread notifications, oldest first."""
    rows = store.query(
        "SELECT id FROM notifications WHERE recipient_id = ? AND read_at IS NULL"
        " ORDER BY created_at, id",
        (recipient_id,),
    )
    return [row["id"] for row in rows]
