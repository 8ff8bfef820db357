"""Read tables of the issues, their ad hoc tasks and notifications, and their type settings.

`issue_trail` links every task and notification to its issue for the auditor's history; it
keeps the links of deleted notifications too (their events stay in the event store).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.issue import Issue, IssueStatus
from domain.issue_type import IssueTypeSettings, type_of_settings
from domain.notification import Notification
from domain.task import AdHocTask, TaskStatus
from projections.lists import in_clause
from projections.projectors import rows
from projections.projectors.batched import Batched
from projections.projectors.devices import DEVICES_DDL
from projections.projectors.projection import Projection
from projections.store import Writer
from projections.tables import RESOLVED_BY_STAFF, RESOLVED_BY_SYSTEM, iso

_TASK_STATUS_COLUMNS = (
    ("status", "TEXT NOT NULL DEFAULT 'OPEN'"),
    ("started_at", "TEXT"),
    ("completed_at", "TEXT"),
    ("completion_remarks", "TEXT"),
)


_ISSUE_TIME_COLUMNS = ("measured_at", "resolution", "cleared_at", "cleaned_since")


class IssuesProjection(Projection):
    name = "issues"
    upstream = ("issues",)
    folds = (Issue.Opened, Issue.Resolved)
    tables: ClassVar[dict[str, str]] = {
        "issues": (
            "CREATE TABLE IF NOT EXISTS issues (id TEXT PRIMARY KEY, device_id TEXT,"
            " facility_id TEXT, building_id TEXT, issue_type TEXT NOT NULL,"
            " source TEXT NOT NULL, status TEXT NOT NULL, reading TEXT,"
            " opened_by TEXT NOT NULL, created_at TEXT NOT NULL, resolved_by TEXT,"
            " resolved_at TEXT, updated_at TEXT NOT NULL, version INTEGER NOT NULL,"
            " measured_at TEXT, resolution TEXT, cleared_at TEXT, cleaned_since TEXT,"
            " escalation_level INTEGER NOT NULL DEFAULT 0, escalated_at TEXT)"
        ),
        "issue_type_settings": (
            "CREATE TABLE IF NOT EXISTS issue_type_settings (issue_type TEXT PRIMARY KEY,"
            " target_minutes INTEGER NOT NULL, auto_resolve INTEGER NOT NULL,"
            " updated_by TEXT NOT NULL, updated_at TEXT NOT NULL, escalation TEXT)"
        ),
        "tasks": (
            "CREATE TABLE IF NOT EXISTS tasks (id TEXT PRIMARY KEY, issue_id TEXT,"
            " title TEXT NOT NULL, type TEXT NOT NULL, building_id TEXT NOT NULL,"
            " facility_id TEXT NOT NULL, device_id TEXT, staff_role TEXT NOT NULL,"
            " staff_id TEXT NOT NULL, remarks TEXT NOT NULL, created_by TEXT NOT NULL,"
            " created_at TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'OPEN', started_at TEXT,"
            " completed_at TEXT, completion_remarks TEXT)"
        ),
        "notifications": (
            "CREATE TABLE IF NOT EXISTS notifications (id TEXT PRIMARY KEY,"
            " recipient_id TEXT NOT NULL, type TEXT NOT NULL, information TEXT NOT NULL,"
            " issue_id TEXT, task_id TEXT, read_at TEXT, created_at TEXT NOT NULL, fields TEXT)"
        ),
        "issue_trail": (
            "CREATE TABLE IF NOT EXISTS issue_trail (issue_id TEXT NOT NULL,"
            " kind TEXT NOT NULL, object_id TEXT NOT NULL, created_at TEXT NOT NULL,"
            " PRIMARY KEY (issue_id, kind, object_id))"
        ),
    }
    indexes = (
        "CREATE INDEX IF NOT EXISTS issues_building ON issues (building_id, created_at)",
        "CREATE INDEX IF NOT EXISTS issues_facility ON issues (facility_id)",
        # The last cleaning before each opened issue (`write_issues`).
        "CREATE INDEX IF NOT EXISTS issues_facility_resolved ON issues (facility_id, resolved_at)",
        "CREATE INDEX IF NOT EXISTS issues_device ON issues (device_id)",
        "CREATE INDEX IF NOT EXISTS issues_status ON issues (status, created_at)",
        # The KPI's escalated issues of a period.
        "CREATE INDEX IF NOT EXISTS issues_escalated ON issues (escalated_at)",
        # The newest first (every list's default), and the dashboard's days: an issue
        # counts on the day measured, or resolved.
        "CREATE INDEX IF NOT EXISTS issues_created ON issues (created_at, id)",
        "CREATE INDEX IF NOT EXISTS issues_measured"
        " ON issues ((COALESCE(measured_at, created_at)))",
        "CREATE INDEX IF NOT EXISTS issues_cleared ON issues ((COALESCE(cleared_at, resolved_at)))",
        "CREATE INDEX IF NOT EXISTS tasks_issue ON tasks (issue_id)",
        "CREATE INDEX IF NOT EXISTS tasks_staff ON tasks (staff_id)",
        "CREATE INDEX IF NOT EXISTS notifications_recipient"
        " ON notifications (recipient_id, created_at)",
        # The devices projection owns `devices` (and creates it first); creating it here
        # too, never emptying it, keeps the issue lists' LEFT JOIN valid in any order.
        DEVICES_DDL,
    )

    def create_tables(self) -> None:
        super().create_tables()
        # Notifications carry their fields since November 2026.
        self.store.ensure_column("notifications", "fields", "TEXT")
        # Tasks carry their status since December 2026.
        for column, sql_type in _TASK_STATUS_COLUMNS:
            self.store.ensure_column("tasks", column, sql_type)
        # Issues keep when their condition was measured and how it ended since January 2027.
        for column in _ISSUE_TIME_COLUMNS:
            self.store.ensure_column("issues", column, "TEXT")
        # Issues escalate, and types keep their steps, since December 2026.
        self.store.ensure_column("issues", "escalation_level", "INTEGER NOT NULL DEFAULT 0")
        self.store.ensure_column("issues", "escalated_at", "TEXT")
        self.store.ensure_column("issue_type_settings", "escalation", "TEXT")

    def process_batch(self, events: Sequence[Any], tx: Writer) -> None:
        """The issues folded into rows (`write_issues`); their tasks, notifications and
        settings written in bulk, in order."""
        write_issues(events, tx)
        writer = Batched(tx)
        for event in events:
            if not isinstance(event, Issue.Opened | Issue.Resolved):
                self.handle(event, writer)
        writer.flush()

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped (the issues' own: `write_issues`)."""

    @process_event.register
    def _(self, event: IssueTypeSettings.Configured, tx: Writer) -> None:
        self._type_settings(tx, event.issue_type, event)

    @process_event.register
    def _(self, event: IssueTypeSettings.Changed, tx: Writer) -> None:
        issue_type = type_of_settings(event.originator_id)
        if issue_type:
            self._type_settings(tx, issue_type, event)

    @process_event.register
    def _(self, event: IssueTypeSettings.EscalationSet, tx: Writer) -> None:
        tx.execute(  # after the type's Configured, which wrote its row
            "UPDATE issue_type_settings SET escalation = ?, updated_by = ?, updated_at = ?"
            " WHERE issue_type = ?",
            (
                json.dumps(event.steps),
                event.actor,
                iso(event.timestamp),
                type_of_settings(event.originator_id),
            ),
        )

    @process_event.register
    def _(self, event: Issue.Escalated, tx: Writer) -> None:
        # Resolved in the same batch, the row is ahead already: it only ever goes forward.
        at, version = iso(event.timestamp), event.originator_version
        tx.execute(
            "UPDATE issues SET escalation_level = CASE WHEN escalation_level < ? THEN ?"
            " ELSE escalation_level END, escalated_at = COALESCE(escalated_at, ?),"
            " updated_at = CASE WHEN version < ? THEN ? ELSE updated_at END,"
            " version = CASE WHEN version < ? THEN ? ELSE version END WHERE id = ?",
            (event.level, event.level, at, version, at, version, version, str(event.originator_id)),
        )

    @staticmethod
    def _type_settings(tx: Writer, issue_type: str, event: Any) -> None:
        tx.execute(
            "INSERT INTO issue_type_settings (issue_type, target_minutes, auto_resolve,"
            " updated_by, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (issue_type) DO UPDATE"
            " SET target_minutes = excluded.target_minutes, auto_resolve = excluded.auto_resolve,"
            " updated_by = excluded.updated_by, updated_at = excluded.updated_at",
            (
                issue_type,
                event.target_minutes,
                1 if event.auto_resolve else 0,
                event.actor,
                iso(event.timestamp),
            ),
        )

    @process_event.register
    def _(self, event: AdHocTask.Created, tx: Writer) -> None:
        task = {
            "id": str(event.originator_id),
            "issue_id": event.issue_id,
            "title": event.title.strip(),
            "type": event.type.strip(),
            "building_id": event.building_id,
            "facility_id": event.facility_id,
            "device_id": event.device_id,
            "staff_role": event.staff_role,
            "staff_id": event.staff_id,
            "remarks": (event.remarks or "").strip(),
            "created_by": event.actor,
            "created_at": iso(event.timestamp),
        }
        rows.insert(tx, "tasks", task)
        self._trail(tx, "task", event)

    @process_event.register
    def _(self, event: AdHocTask.Started, tx: Writer) -> None:
        started = {"status": TaskStatus.IN_PROGRESS.value, "started_at": iso(event.timestamp)}
        rows.update(tx, "tasks", event, started)

    @process_event.register
    def _(self, event: AdHocTask.Completed, tx: Writer) -> None:
        completed = {
            "status": TaskStatus.DONE.value,
            "completed_at": iso(event.timestamp),
            "completion_remarks": event.remarks,
        }
        rows.update(tx, "tasks", event, completed)

    @process_event.register
    def _(self, event: Notification.Sent, tx: Writer) -> None:
        notification = {
            "id": str(event.originator_id),
            "recipient_id": event.recipient_id,
            "type": event.type,
            "information": event.information.strip(),
            "issue_id": event.issue_id,
            "task_id": event.task_id,
            "created_at": iso(event.timestamp),
            "fields": json.dumps(event.fields),
        }
        rows.insert(tx, "notifications", notification)
        self._trail(tx, "notification", event)

    @process_event.register
    def _(self, event: Notification.Read, tx: Writer) -> None:
        rows.update(tx, "notifications", event, {"read_at": iso(event.timestamp)})

    @process_event.register
    def _(self, event: Notification.Deleted, tx: Writer) -> None:
        rows.delete(tx, "notifications", event)

    @staticmethod
    def _trail(tx: Writer, kind: str, event: AdHocTask.Created | Notification.Sent) -> None:
        """Links a task or a notification to the issue it is of, if any."""
        if event.issue_id:
            link = {
                "issue_id": event.issue_id,
                "kind": kind,
                "object_id": str(event.originator_id),
                "created_at": iso(event.timestamp),
            }
            rows.insert(tx, "issue_trail", link)


# A batch of the issues log folded into the `issues` table's rows ------------------------
#
# An issue opened and resolved in the same batch is written once, resolved; the resolutions
# of earlier issues are one bulk update. Each opened issue keeps the last cleaning of its
# facility before it (`cleaned_since`): the latest resolution in the table as the batch found
# it, or one earlier in the batch, whichever is later; so the rows are the same however the
# log is cut into batches.

_COLUMNS = (
    "id",
    "device_id",
    "facility_id",
    "building_id",
    "issue_type",
    "source",
    "status",
    "reading",
    "opened_by",
    "created_at",
    "resolved_by",
    "resolved_at",
    "updated_at",
    "version",
    "measured_at",
    "resolution",
    "cleared_at",
    "cleaned_since",
)
_INSERT = f"INSERT INTO issues ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' for _ in _COLUMNS)})"
_RESOLVED = (
    "status",
    "resolved_by",
    "resolved_at",
    "updated_at",
    "version",
    "resolution",
    "cleared_at",
)
_RESOLVE = f"UPDATE issues SET {', '.join(f'{c} = ?' for c in _RESOLVED)} WHERE id = ?"


def _resolution(event: Issue.Resolved) -> dict[str, Any]:
    return dict(
        zip(
            _RESOLVED,
            (
                IssueStatus.RESOLVED.value,
                event.actor,
                iso(event.resolved_at or event.timestamp),  # a person may have said when
                iso(event.timestamp),
                event.originator_version,
                RESOLVED_BY_SYSTEM if event.by_system else RESOLVED_BY_STAFF,
                iso(event.cleared_at) if event.cleared_at else None,
            ),
            strict=True,
        )
    )


def opened_before(events: Sequence[Any]) -> set[str]:
    """The issues a batch resolves that an earlier batch opened."""
    resolved = {str(e.originator_id) for e in events if isinstance(e, Issue.Resolved)}
    return resolved - {str(e.originator_id) for e in events if isinstance(e, Issue.Opened)}


def write_issues(events: Sequence[Any], tx: Writer) -> None:
    """Writes the issues opened and resolved in `events` (other events are left)."""
    opened = [e for e in events if isinstance(e, Issue.Opened)]
    resolved = [e for e in events if isinstance(e, Issue.Resolved)]
    if not opened and not resolved:
        return
    cleaned_before = _cleaned_before(tx, opened)
    written: dict[str, dict[str, Any]] = {}
    facility_of = _facilities(tx, opened_before(events))
    cleanings: dict[str, list[str]] = {}  # facility -> this batch's resolutions so far
    updates: list[list[Any]] = []
    for event in events:
        issue_id = str(event.originator_id)
        if isinstance(event, Issue.Opened):
            opened_at = iso(event.timestamp)
            facility = event.facility_id
            cleaned = None
            if facility:
                since = [t for t in cleanings.get(facility, ()) if t <= opened_at]
                cleaned = max([*since, cleaned_before.get((facility, opened_at)) or ""]) or None
            written[issue_id] = _opened_row(event, cleaned)
            facility_of[issue_id] = facility
        elif isinstance(event, Issue.Resolved):
            change = _resolution(event)
            if issue_id in written:
                written[issue_id].update(change)
            else:
                updates.append([*change.values(), issue_id])
            facility = facility_of.get(issue_id)
            if facility:
                cleanings.setdefault(facility, []).append(change["resolved_at"])
    if written:
        tx.executemany(_INSERT, [[row[c] for c in _COLUMNS] for row in written.values()])
    if updates:
        tx.executemany(_RESOLVE, updates)


def _opened_row(event: Issue.Opened, cleaned: str | None) -> dict[str, Any]:
    at = iso(event.timestamp)
    reading = None if event.reading is None else json.dumps(event.reading, default=str)
    values = (
        str(event.originator_id),
        event.device_id,
        event.facility_id,
        event.building_id,
        event.issue_type,
        event.source,
        IssueStatus.OPENED.value,
        reading,
        event.actor,
        at,
        None,  # resolved_by
        None,  # resolved_at
        at,  # updated_at
        event.originator_version,
        iso(event.measured_at or event.timestamp),
        None,  # resolution
        None,  # cleared_at
        cleaned,
    )
    return dict(zip(_COLUMNS, values, strict=True))


def _facilities(tx: Writer, issue_ids: set[str]) -> dict[str, str | None]:
    if not issue_ids:
        return {}
    where, params = in_clause("id", issue_ids)
    return {
        r["id"]: r["facility_id"]
        for r in tx.query(f"SELECT id, facility_id FROM issues WHERE {where}", params)
    }


def _cleaned_before(tx: Writer, opened: list[Issue.Opened]) -> dict[tuple[str, str], str]:
    """Per (facility, time) of an opening: its latest resolution at or before that time in
    the table as it stands, in one query for the batch."""
    pairs = sorted({(e.facility_id, iso(e.timestamp)) for e in opened if e.facility_id})
    if not pairs:
        return {}
    values = ", ".join("(?, ?)" for _ in pairs)
    found = tx.query(
        f"WITH opening (facility_id, at) AS (VALUES {values})"
        " SELECT o.facility_id, o.at, (SELECT MAX(i.resolved_at) FROM issues i"
        " WHERE i.facility_id = o.facility_id AND i.resolved_at <= o.at) AS cleaned"
        " FROM opening o",
        [value for pair in pairs for value in pair],
    )
    return {(r["facility_id"], r["at"]): r["cleaned"] for r in found if r["cleaned"]}
