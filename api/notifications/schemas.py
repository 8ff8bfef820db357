"""Notification bodies, and a notification as its recipient sees it."""

from __future__ import annotations

import json
from typing import Annotated

from api.body_bounds import how_many
from api.schema import Body, Out
from projections.store import Row

#: The most notifications one call marks or deletes.
MAX_IDS = 500


class NotificationIds(Body):
    ids: Annotated[list[str], how_many(1, MAX_IDS)]


class NotificationOut(Out):
    id: str
    type: str
    information: str
    fields: dict[str, str]
    issue: str | None
    task: str | None
    issue_type: str | None
    facility: str | None
    facility_name: str | None
    building: str | None
    building_name: str | None
    read: bool
    read_at: str | None
    created_at: str


def notification_out(row: Row) -> NotificationOut:
    return NotificationOut(
        id=row["id"],
        type=row["type"],
        information=row["information"],
        fields=json.loads(row["fields"] or "{}"),
        issue=row["issue_id"],
        task=row["task_id"],
        issue_type=row["issue_type"],
        facility=row["facility_id"],
        facility_name=row["facility_name"],
        building=row["building_id"],
        building_name=row["building_name"],
        read=row["read_at"] is not None,
        read_at=row["read_at"],
        created_at=row["created_at"],
    )
