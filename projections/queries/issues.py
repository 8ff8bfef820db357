"""Issues within a reach: the lists of issues, their ad hoc tasks and notifications with
their filters, and the rows an issue's page shows. The tables are kept by
`projections.projectors.issues`."""

from __future__ import annotations

from collections.abc import Sequence

from domain.errors import ValidationFailed, Violation
from domain.escalation import MAX_STEPS
from domain.issue import IssueStatus
from domain.kinds import ISSUE_TYPE_TITLES
from projections.clause import Clause
from projections.lists import ListParams, ListQuery, split_filters
from projections.queries.check_ins import VERIFIED_ON_SITE_SQL
from projections.queries.reach import Reach
from projections.store import ReadStore, Row


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


def issue_filters(params: ListParams) -> tuple[ListParams, list[Clause]]:
    """Status (1/2 or OPENED/RESOLVED), supervisor, cleaning company and escalation level
    (0: none) filters as clauses."""
    rest, taken = split_filters(
        params, {"status", "supervisor", "cleaningCompany", "escalationLevel"}
    )
    clauses: list[Clause] = []
    if "escalationLevel" in taken:
        levels = _levels(taken["escalationLevel"])
        clauses.append((f"i.escalation_level IN ({_marks(levels)})", levels))
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


def _levels(values: list[str]) -> list[int]:
    levels = [value.strip() for value in values]
    if not all(level.isdigit() and int(level) <= MAX_STEPS for level in levels):
        raise ValidationFailed(
            [Violation("filter", f"Escalation level must be a whole number from 0 to {MAX_STEPS}")]
        )
    return [int(level) for level in levels]


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


ISSUES = ListQuery(
    select=(
        "i.id, i.device_id, d.name AS device_name, i.building_id, b.name AS building_name,"
        " b.landlord_id, f.floor_id, fl.label AS floor_label, i.facility_id,"
        f" f.name AS facility_name, i.issue_type, {ISSUE_NAME_SQL} AS issue_name, i.source,"
        " i.status, i.reading, i.opened_by, o.name AS opened_by_name, i.created_at,"
        " i.resolved_by, r.name AS resolved_by_name, i.resolved_at, i.updated_at, i.version,"
        f" {_SUPERVISOR_SQL} AS supervisor_name, {_COMPANY_SQL} AS company_name,"
        " COALESCE(i.measured_at, i.created_at) AS measured_at, i.resolution, i.cleared_at,"
        f" {_since_cleaning('people')} AS people, {_since_cleaning('litres')} AS water,"
        f" i.escalation_level, i.escalated_at, {VERIFIED_ON_SITE_SQL} AS verified_on_site"
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
        "escalationLevel": "i.escalation_level",
        # `-openFirst`: open issues first, each kind newest first (a cleaner's phone).
        "openFirst": "CASE WHEN i.status = 'OPENED' THEN 0 ELSE 1 END, i.created_at",
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
    to_one_joins=True,
    special=issue_filters,
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
    special=notification_filters,
)


_STATUS_VALUES = {
    "1": IssueStatus.OPENED,
    "2": IssueStatus.RESOLVED,
    "opened": IssueStatus.OPENED,
    "resolved": IssueStatus.RESOLVED,
}


def _marks(values: Sequence[object]) -> str:
    return ", ".join("?" for _ in values)


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


def issue_page(store: ReadStore, params: ListParams, reach: Reach) -> tuple[list[Row], int]:
    return ISSUES.page(store, params, reach.places("i.building_id", "i.facility_id"))


def issue_rows(store: ReadStore, params: ListParams, reach: Reach) -> list[Row]:
    return ISSUES.all(store, params, reach.places("i.building_id", "i.facility_id"))


def issue_within(store: ReadStore, reach: Reach, issue_id: str) -> Row | None:
    """The issue's list row, if the reach covers it."""
    return issue_row(store, issue_id, reach.places("i.building_id", "i.facility_id"))


def tasks_of_issue(store: ReadStore, issue_id: str, staff_id: str | None = None) -> list[Row]:
    """The issue's tasks, oldest first; only those given to `staff_id` when named."""
    clauses: list[Clause] = [("t.issue_id = ?", [issue_id])]
    if staff_id is not None:
        clauses.append(("t.staff_id = ?", [staff_id]))
    return TASKS.all(store, ListParams(sort="createdAt"), clauses)


def notification_page(
    store: ReadStore, params: ListParams, recipient_id: str
) -> tuple[list[Row], int]:
    """A page of the recipient's notifications."""
    return NOTIFICATIONS.page(store, params, [("n.recipient_id = ?", [recipient_id])])
