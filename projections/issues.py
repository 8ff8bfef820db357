"""Read tables of the issues, their ad hoc tasks and notifications, and their list queries.

`issue_trail` links every task and notification to its issue for the auditor's history; it
keeps the links of deleted notifications too (their events stay in the event store).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.issue import Issue
from domain.issue_type import IssueTypeSettings, type_of_settings
from domain.notification import Notification
from domain.task import AdHocTask, TaskStatus
from projections.batched import Batched
from projections.devices import DEVICES_DDL
from projections.issue_rows import write_issues
from projections.organisation import iso
from projections.projection import Projection
from projections.store import Writer

_TASK_STATUS_COLUMNS = (
    ("status", "TEXT NOT NULL DEFAULT 'OPEN'"),
    ("started_at", "TEXT"),
    ("completed_at", "TEXT"),
    ("completion_remarks", "TEXT"),
)


#: When an issue counts as opened and as resolved: when its condition was measured, and
#: when it cleared (the system's resolutions) or a person resolved it. Entered history
#: (`resolved_at` the time the rules got to it) counts on the days it happened.
OPENED_AT = "COALESCE(i.measured_at, i.created_at)"
RESOLVED_AT = "COALESCE(i.cleared_at, i.resolved_at)"
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
            " measured_at TEXT, resolution TEXT, cleared_at TEXT, cleaned_since TEXT)"
        ),
        "issue_type_settings": (
            "CREATE TABLE IF NOT EXISTS issue_type_settings (issue_type TEXT PRIMARY KEY,"
            " target_minutes INTEGER NOT NULL, auto_resolve INTEGER NOT NULL,"
            " updated_by TEXT NOT NULL, updated_at TEXT NOT NULL)"
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
        # The last cleaning before each opened issue (`issue_rows`).
        "CREATE INDEX IF NOT EXISTS issues_facility_resolved ON issues (facility_id, resolved_at)",
        "CREATE INDEX IF NOT EXISTS issues_device ON issues (device_id)",
        "CREATE INDEX IF NOT EXISTS issues_status ON issues (status, created_at)",
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

    def process_batch(self, events: Sequence[Any], tx: Writer) -> None:
        """The issues folded into rows (`issue_rows`); their tasks, notifications and
        settings written in bulk, in order."""
        write_issues(events, tx)
        writer = Batched(tx)
        for event in events:
            if not isinstance(event, Issue.Opened | Issue.Resolved):
                self.handle(event, writer)
        writer.flush()

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped (the issues' own: `issue_rows`)."""

    @process_event.register
    def _(self, event: IssueTypeSettings.Configured, tx: Writer) -> None:
        self._type_settings(tx, event.issue_type, event)

    @process_event.register
    def _(self, event: IssueTypeSettings.Changed, tx: Writer) -> None:
        issue_type = type_of_settings(event.originator_id)
        if issue_type:
            self._type_settings(tx, issue_type, event)

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
        task_id = str(event.originator_id)
        tx.execute(
            "INSERT INTO tasks (id, issue_id, title, type, building_id, facility_id, device_id,"
            " staff_role, staff_id, remarks, created_by, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                task_id,
                event.issue_id,
                event.title.strip(),
                event.type.strip(),
                event.building_id,
                event.facility_id,
                event.device_id,
                event.staff_role,
                event.staff_id,
                (event.remarks or "").strip(),
                event.actor,
                iso(event.timestamp),
            ),
        )
        if event.issue_id:
            self._trail(tx, event.issue_id, "task", task_id, event)

    @process_event.register
    def _(self, event: AdHocTask.Started, tx: Writer) -> None:
        tx.execute(
            "UPDATE tasks SET status = ?, started_at = ? WHERE id = ?",
            (TaskStatus.IN_PROGRESS.value, iso(event.timestamp), str(event.originator_id)),
        )

    @process_event.register
    def _(self, event: AdHocTask.Completed, tx: Writer) -> None:
        tx.execute(
            "UPDATE tasks SET status = ?, completed_at = ?, completion_remarks = ? WHERE id = ?",
            (TaskStatus.DONE.value, iso(event.timestamp), event.remarks, str(event.originator_id)),
        )

    @process_event.register
    def _(self, event: Notification.Sent, tx: Writer) -> None:
        notification_id = str(event.originator_id)
        tx.execute(
            "INSERT INTO notifications (id, recipient_id, type, information, issue_id, task_id,"
            " created_at, fields) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                notification_id,
                event.recipient_id,
                event.type,
                event.information.strip(),
                event.issue_id,
                event.task_id,
                iso(event.timestamp),
                json.dumps(event.fields),
            ),
        )
        if event.issue_id:
            self._trail(tx, event.issue_id, "notification", notification_id, event)

    @process_event.register
    def _(self, event: Notification.Read, tx: Writer) -> None:
        tx.execute(
            "UPDATE notifications SET read_at = ? WHERE id = ?",
            (iso(event.timestamp), str(event.originator_id)),
        )

    @process_event.register
    def _(self, event: Notification.Deleted, tx: Writer) -> None:
        tx.execute("DELETE FROM notifications WHERE id = ?", (str(event.originator_id),))

    @staticmethod
    def _trail(tx: Writer, issue_id: str, kind: str, object_id: str, event: Any) -> None:
        tx.execute(
            "INSERT INTO issue_trail (issue_id, kind, object_id, created_at) VALUES (?, ?, ?, ?)",
            (issue_id, kind, object_id, iso(event.timestamp)),
        )
