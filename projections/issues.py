"""Read tables of the issues, their ad hoc tasks and notifications, and their list queries.

`issue_trail` links every task and notification to its issue for the auditor's history; it
keeps the links of deleted notifications too (their events stay in the event store).
"""

from __future__ import annotations

import json
from dataclasses import replace
from functools import singledispatchmethod
from typing import Any, ClassVar

from domain.errors import ValidationFailed, Violation
from domain.issue import Issue, IssueStatus
from domain.issue_type import IssueTypeSettings, type_of_settings
from domain.kinds import ISSUE_TYPE_TITLES
from domain.notification import Notification
from domain.task import AdHocTask, TaskStatus
from projections.devices import DEVICES_DDL
from projections.lists import ListParams, ListQuery
from projections.organisation import iso
from projections.projection import Projection
from projections.store import ReadStore, Row, Writer

_TASK_STATUS_COLUMNS = (
    ("status", "TEXT NOT NULL DEFAULT 'OPEN'"),
    ("started_at", "TEXT"),
    ("completed_at", "TEXT"),
    ("completion_remarks", "TEXT"),
)


_ISSUE_TIME_COLUMNS = ("measured_at", "resolution", "cleared_at", "cleaned_since")

#: How an issue was resolved: by a person, or by the system when its condition cleared.
RESOLVED_BY_STAFF = "STAFF"
RESOLVED_BY_SYSTEM = "SYSTEM"


class IssuesProjection(Projection):
    name = "issues"
    upstream = ("issues",)
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
        "CREATE INDEX IF NOT EXISTS issues_device ON issues (device_id)",
        "CREATE INDEX IF NOT EXISTS issues_status ON issues (status, created_at)",
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

    @singledispatchmethod
    def process_event(self, event: Any, tx: Writer) -> None:
        """Events this projection does not show are skipped."""

    @process_event.register
    def _(self, event: Issue.Opened, tx: Writer) -> None:
        # The facility's last cleaning before the issue: its visitors and water are counted
        # from then (`people`, `water`); the issues are folded in log order, so this is the
        # same however the log is cut into batches.
        cleaned = (
            tx.scalar(
                "SELECT MAX(resolved_at) FROM issues WHERE facility_id = ? AND resolved_at <= ?",
                (event.facility_id, iso(event.timestamp)),
            )
            if event.facility_id
            else None
        )
        tx.execute(
            "INSERT INTO issues (id, device_id, facility_id, building_id, issue_type, source,"
            " status, reading, opened_by, created_at, resolved_by, resolved_at, updated_at,"
            " version, measured_at, cleaned_since)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?, ?)",
            (
                str(event.originator_id),
                event.device_id,
                event.facility_id,
                event.building_id,
                event.issue_type,
                event.source,
                IssueStatus.OPENED.value,
                None if event.reading is None else json.dumps(event.reading, default=str),
                event.actor,
                iso(event.timestamp),
                iso(event.timestamp),
                event.originator_version,
                iso(event.measured_at or event.timestamp),
                cleaned,
            ),
        )

    @process_event.register
    def _(self, event: Issue.Resolved, tx: Writer) -> None:
        tx.execute(
            "UPDATE issues SET status = ?, resolved_by = ?, resolved_at = ?, updated_at = ?,"
            " version = ?, resolution = ?, cleared_at = ? WHERE id = ?",
            (
                IssueStatus.RESOLVED.value,
                event.actor,
                iso(event.timestamp),
                iso(event.timestamp),
                event.originator_version,
                RESOLVED_BY_SYSTEM if event.by_system else RESOLVED_BY_STAFF,
                iso(event.cleared_at) if event.cleared_at else None,
                str(event.originator_id),
            ),
        )

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
            " read_at, created_at, fields) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?)",
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


# Queries ---------------------------------------------------------------------------


def _quoted(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


# The issue type's title in SQL, so lists can search and sort by it.
ISSUE_NAME_SQL = (
    "CASE i.issue_type "
    + " ".join(f"WHEN {_quoted(k.value)} THEN {_quoted(t)}" for k, t in ISSUE_TYPE_TITLES.items())
    + " ELSE i.issue_type END"
)
_SUPERVISOR_SQL = (
    "(SELECT MIN(s.name) FROM account_facilities af JOIN accounts s ON s.id = af.account_id"
    " WHERE af.facility_id = i.facility_id AND s.kind = 'supervisor')"
)
_COMPANY_SQL = (
    "(SELECT MIN(c.name) FROM projects p JOIN companies c ON c.id = p.cleaning_company_id"
    " WHERE p.building_id = i.building_id)"
)


def _since_cleaning(column: str) -> str:
    """The usage of the issue's facility since its last cleaning (the last resolution of an
    issue there before this one opened, or the start of its usage) until the issue was
    resolved, from the hours of `usage_hourly`: a page of issues is a page of small sums over
    an indexed table, cheaper than keeping running sums with every reading."""
    return (
        f"(SELECT SUM(u.{column}) FROM usage_hourly u JOIN devices ud ON ud.id = u.device_id"
        " WHERE ud.facility_id = i.facility_id"
        " AND u.hour >= COALESCE(SUBSTR(i.cleaned_since, 1, 13) || ':00:00Z', '')"
        " AND (i.resolved_at IS NULL OR u.hour <= i.resolved_at))"
    )


ISSUES = ListQuery(
    select=(
        "i.id, i.device_id, d.name AS device_name, i.building_id, b.name AS building_name,"
        " b.landlord_id, f.floor_id, fl.label AS floor_label, i.facility_id,"
        f" f.name AS facility_name, i.issue_type, {ISSUE_NAME_SQL} AS issue_name, i.source,"
        " i.status, i.reading, i.opened_by, o.name AS opened_by_name, i.created_at,"
        " i.resolved_by, r.name AS resolved_by_name, i.resolved_at, i.updated_at, i.version,"
        f" {_SUPERVISOR_SQL} AS supervisor_name, {_COMPANY_SQL} AS company_name,"
        " COALESCE(i.measured_at, i.created_at) AS measured_at, i.resolution, i.cleared_at,"
        f" {_since_cleaning('people')} AS people, {_since_cleaning('litres')} AS water"
    ),
    from_=(
        "issues i LEFT JOIN facilities f ON f.id = i.facility_id"
        " LEFT JOIN floors fl ON fl.id = f.floor_id"
        " LEFT JOIN buildings b ON b.id = i.building_id"
        " LEFT JOIN devices d ON d.id = i.device_id"
        " LEFT JOIN accounts o ON o.id = i.opened_by"
        " LEFT JOIN accounts r ON r.id = i.resolved_by"
    ),
    sortable={
        "createdAt": "i.created_at",
        "measuredAt": "i.measured_at",
        "resolvedAt": "i.resolved_at",
        "status": "i.status",
        "issuesStatus": "i.status",
        "issueType": "i.issue_type",
        "issueName": ISSUE_NAME_SQL,
        "buildingName": "b.name",
        "floorLabel": "fl.label",
        "facilityName": "f.name",
        "deviceName": "d.name",
        "source": "i.source",
    },
    default_sort="-createdAt",
    searchable=("d.name", "f.name", "b.name", "fl.label", ISSUE_NAME_SQL),
    filterable={
        "landlord": "b.landlord_id",
        "building": "i.building_id",
        "floor": "f.floor_id",
        "facility": "i.facility_id",
        "device": "i.device_id",
        "type": "i.issue_type",
        "source": "i.source",
    },
    date_column="i.created_at",
    key="i.id",
)

TASKS = ListQuery(
    select=(
        "t.id, t.issue_id, t.title, t.type, t.building_id, b.name AS building_name,"
        " t.facility_id, f.name AS facility_name, t.device_id, d.name AS device_name,"
        " t.staff_role, t.staff_id, s.name AS staff_name, t.remarks, t.created_by,"
        " t.created_at, t.status, t.started_at, t.completed_at, t.completion_remarks"
    ),
    from_=(
        "tasks t LEFT JOIN buildings b ON b.id = t.building_id"
        " LEFT JOIN facilities f ON f.id = t.facility_id"
        " LEFT JOIN devices d ON d.id = t.device_id"
        " LEFT JOIN accounts s ON s.id = t.staff_id"
    ),
    sortable={
        "createdAt": "t.created_at",
        "title": "t.title",
        "staffName": "s.name",
        "status": "t.status",
    },
    default_sort="createdAt",
    searchable=("t.title", "t.type", "t.remarks"),
    filterable={
        "issue": "t.issue_id",
        "staff": "t.staff_id",
        "building": "t.building_id",
        "status": "t.status",
    },
    date_column="t.created_at",
    key="t.id",
)

NOTIFICATIONS = ListQuery(
    select=(
        "n.id, n.recipient_id, n.type, n.information, n.fields, n.issue_id, n.task_id, n.read_at,"
        " n.created_at, i.issue_type, i.facility_id, f.name AS facility_name,"
        " i.building_id, b.name AS building_name"
    ),
    from_=(
        "notifications n LEFT JOIN issues i ON i.id = n.issue_id"
        " LEFT JOIN facilities f ON f.id = i.facility_id"
        " LEFT JOIN buildings b ON b.id = i.building_id"
    ),
    sortable={"createdAt": "n.created_at", "type": "n.type", "readAt": "n.read_at"},
    default_sort="-createdAt",
    searchable=("n.information", "n.type"),
    filterable={"type": "n.type", "issue": "n.issue_id", "task": "n.task_id"},
    date_column="n.created_at",
    key="n.id",
)

Clause = tuple[str, list[Any]]

_STATUS_VALUES = {
    "1": IssueStatus.OPENED,
    "2": IssueStatus.RESOLVED,
    "opened": IssueStatus.OPENED,
    "resolved": IssueStatus.RESOLVED,
}


def _marks(values: list[str]) -> str:
    return ", ".join("?" for _ in values)


def split_filters(params: ListParams, levels: set[str]) -> tuple[ListParams, dict[str, list[str]]]:
    """Takes the named levels out of the filters, for the lists to turn into clauses."""
    taken: dict[str, list[str]] = {}
    kept = []
    for level, value in params.filters:
        if level in levels:
            taken.setdefault(level, []).append(value)
        else:
            kept.append((level, value))
    return replace(params, filters=tuple(kept)), taken


def issue_filters(params: ListParams) -> tuple[ListParams, list[Clause]]:
    """Status (1/2 or OPENED/RESOLVED), supervisor and cleaning company filters as clauses."""
    rest, taken = split_filters(params, {"status", "supervisor", "cleaningCompany"})
    clauses: list[Clause] = []
    if "status" in taken:
        statuses = []
        for value in taken["status"]:
            status = _STATUS_VALUES.get(value.strip().lower())
            if status is None:
                raise ValidationFailed(
                    [Violation("filter", "Status must be 1, 2, OPENED or RESOLVED")]
                )
            statuses.append(status.value)
        clauses.append((f"i.status IN ({_marks(statuses)})", statuses))
    if "supervisor" in taken:
        ids = taken["supervisor"]
        clauses.append(
            (
                "i.facility_id IN (SELECT af.facility_id FROM account_facilities af"
                f" WHERE af.account_id IN ({_marks(ids)}))",
                ids,
            )
        )
    if "cleaningCompany" in taken:
        ids = taken["cleaningCompany"]
        clauses.append(
            (
                "i.building_id IN (SELECT p.building_id FROM projects p"
                f" WHERE p.cleaning_company_id IN ({_marks(ids)}))",
                ids,
            )
        )
    return rest, clauses


def notification_filters(params: ListParams) -> tuple[ListParams, list[Clause]]:
    """`status:"unread"` and `status:"read"`; both together match every notification."""
    rest, taken = split_filters(params, {"status"})
    wanted = {value.strip().lower() for value in taken.get("status", [])}
    if wanted - {"read", "unread"}:
        raise ValidationFailed([Violation("filter", "Status must be read or unread")])
    if wanted == {"read"}:
        return rest, [("n.read_at IS NOT NULL", [])]
    if wanted == {"unread"}:
        return rest, [("n.read_at IS NULL", [])]
    return rest, []


def issue_row(store: ReadStore, issue_id: str, scope: list[Clause]) -> Row | None:
    return ISSUES.first(store, [("i.id = ?", [issue_id]), *scope])


def task_row(store: ReadStore, task_id: str) -> Row | None:
    return store.query_one(f"SELECT {TASKS.select} FROM {TASKS.from_} WHERE t.id = ?", (task_id,))


def trail_of(store: ReadStore, issue_id: str) -> list[Row]:
    """The tasks and notifications of an issue, oldest first: kind and object_id."""
    return store.query(
        "SELECT kind, object_id, created_at FROM issue_trail WHERE issue_id = ?"
        " ORDER BY created_at, kind, object_id",
        (issue_id,),
    )


def place_of_facility(store: ReadStore, facility_id: str) -> str | None:
    """ "Ladies Level 1, Harbourfront Tower": how messages name a facility."""
    row = store.query_one(
        "SELECT f.name AS facility, b.name AS building FROM facilities f"
        " LEFT JOIN buildings b ON b.id = f.building_id WHERE f.id = ?",
        (facility_id,),
    )
    if row is None:
        return None
    return ", ".join(part for part in (row["facility"], row["building"]) if part)


def device_of(store: ReadStore, device_id: str) -> Row | None:
    """The device's id, name and facility, if the devices projection knows it."""
    return store.query_one("SELECT id, name, facility_id FROM devices WHERE id = ?", (device_id,))


def account_names(store: ReadStore, account_ids: set[str]) -> dict[str, str]:
    ids = sorted(i for i in account_ids if i)
    if not ids:
        return {}
    rows = store.query(f"SELECT id, name FROM accounts WHERE id IN ({_marks(ids)})", ids)
    return {row["id"]: row["name"] for row in rows if row["name"]}
