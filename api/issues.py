"""Issues (SPEC.md §7 Issues): list, export, types, detail, create, resolve, tasks, history.

Everyone signed in sees the issues of their tenancy and may report one (SPEC.md §6 "issues
(create)"). Resolving is for the cleaning side and the admin: landlord managers report and
watch issues, but the cleaning company attests that the work is done, so they may not
resolve.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Annotated, Any
from uuid import UUID

from litestar import Controller, Response, get, post, put
from litestar.params import FromPath, FromQuery, JSONBody, QueryParameter
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.auth import Principal
from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep, settled
from api.facilities import visible_facility
from api.listing import csv_response
from api.permissions import EVERYONE, roles
from api.schema import Body, Out, Page, page_of
from api.tenancy import Tenancy
from application.history import HistoryEntry, history, state_as_of
from domain.errors import NotFound, ValidationFailed, Violation, Violations
from domain.issue import Issue, IssueStatus, status_filter_value
from domain.kinds import ISSUE_TYPE_IDS, issue_types
from domain.notification import Notification
from domain.roles import GuardRole
from domain.task import AdHocTask
from domain.validation import REQUIRED
from projections import issues as queries
from projections.lists import ListParams
from projections.staffing import recipients_of_facility
from projections.store import Row

RESOLVERS = (
    GuardRole.SYSTEM_ADMIN,
    GuardRole.CLEANING_COMPANY_MANAGER,
    GuardRole.SUPERVISOR,
    GuardRole.CLEANER,
    GuardRole.WORKER,
)


class IssueBody(Body):
    facility_id: str
    issue_type: str
    device_id: str | None = None


class IssueStatusBody(Body):
    issues_status: str | int


class IssueTypeOut(Out):
    id: str
    title: str


class IssueOut(Out):
    id: str
    device: str | None
    device_name: str | None
    building: str | None
    building_name: str | None
    floor: str | None
    floor_label: str | None
    facility: str | None
    facility_name: str | None
    issue_type: str
    issue_name: str
    people: int | None
    water: float | None
    supervisor: str | None
    company: str | None
    status: str
    issues_status: int
    created_at: str
    opened_by: str
    opened_by_name: str | None
    resolved_at: str | None
    resolved_by: str | None
    resolved_by_name: str | None
    source: str
    reading: dict[str, Any] | None
    version: int


def issue_out(row: Row) -> IssueOut:
    return IssueOut(
        id=row["id"],
        device=row["device_id"],
        device_name=row["device_name"],
        building=row["building_id"],
        building_name=row["building_name"],
        floor=row["floor_id"],
        floor_label=row["floor_label"],
        facility=row["facility_id"],
        facility_name=row["facility_name"],
        issue_type=row["issue_type"],
        issue_name=row["issue_name"],
        people=None,
        water=None,
        supervisor=row["supervisor_name"],
        company=row["company_name"],
        status=row["status"],
        issues_status=status_filter_value(IssueStatus(row["status"])),
        created_at=row["created_at"],
        opened_by=row["opened_by"],
        opened_by_name=row["opened_by_name"],
        resolved_at=row["resolved_at"],
        resolved_by=row["resolved_by"],
        resolved_by_name=row["resolved_by_name"],
        source=row["source"],
        reading=json.loads(row["reading"]) if row["reading"] else None,
        version=row["version"],
    )


class TaskOut(Out):
    id: str
    issue: str | None
    title: str
    type: str
    building: str
    building_name: str | None
    facility: str
    facility_name: str | None
    device: str | None
    device_name: str | None
    staff_role: str
    staff: str
    staff_name: str | None
    remarks: str
    created_by: str
    created_at: str


def task_out(row: Row) -> TaskOut:
    return TaskOut(
        id=row["id"],
        issue=row["issue_id"],
        title=row["title"],
        type=row["type"],
        building=row["building_id"],
        building_name=row["building_name"],
        facility=row["facility_id"],
        facility_name=row["facility_name"],
        device=row["device_id"],
        device_name=row["device_name"],
        staff_role=row["staff_role"],
        staff=row["staff_id"],
        staff_name=row["staff_name"],
        remarks=row["remarks"],
        created_by=row["created_by"],
        created_at=row["created_at"],
    )


def task_scope(principal: Principal) -> list[tuple[str, list[Any]]]:
    """Cleaners and workers see the tasks given to them; the rest every task they can reach."""
    if principal.guard_role in (GuardRole.CLEANER, GuardRole.WORKER):
        return [("t.staff_id = ?", [principal.account_id])]
    return []


def is_id(value: str) -> bool:
    """Ids of aggregates are UUIDs; anything else names nothing (and never reaches SQL)."""
    try:
        UUID(value)
    except (ValueError, TypeError, AttributeError):
        return False
    return True


def checked(params: ListParams) -> ListParams:
    """Refuses NUL characters, which no stored text holds and PostgreSQL cannot compare."""
    texts = [params.search or "", *(value for _, value in params.filters)]
    if any("\x00" in text for text in texts):
        raise ValidationFailed([Violation("filter", "Invalid format")])
    return params


def issue_scope(tenancy: Tenancy) -> list[tuple[str, list[Any]]]:
    return [*tenancy.building_clause("i.building_id"), *tenancy.facility_clause("i.facility_id")]


def visible_issue(console: Console, tenancy: Tenancy, issue_id: str) -> Row:
    row = (
        queries.issue_row(console.store, issue_id, issue_scope(tenancy))
        if is_id(issue_id)
        else None
    )
    if row is None:
        raise NotFound("issue")
    return row


def moment(value: str) -> datetime:
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise ValidationFailed([Violation("asOf", "Incorrect date")]) from None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def _listed(tenancy: Tenancy, params: ListParams) -> tuple[ListParams, list[tuple[str, list[Any]]]]:
    rest, clauses = queries.issue_filters(checked(params))
    return rest, [*issue_scope(tenancy), *clauses]


# How many of the device's readings up to the one that raised an issue its history shows:
# an hour of a sensor reporting every five minutes; enough for a run of poor ratings.
READINGS_BEFORE_AN_ISSUE = 12


def _readings_leading_to(
    console: Console, device_id: str | None, trigger: dict[str, Any] | None
) -> list[dict[str, Any]]:
    """The readings of the device up to the one that raised the issue, oldest first."""
    seq = trigger.get("seq") if trigger else None
    if not device_id or not isinstance(seq, int):
        return []
    return [
        {"seq": r.seq, "time": r.time, "values": r.values, "raisedIt": r.seq == seq}
        for r in console.readings.leading_to(device_id, seq, READINGS_BEFORE_AN_ISSUE)
    ]


def _history(console: Console, issue_id: str) -> list[dict[str, Any]]:
    """The issue's events, then each task's and notification's, merged in time order."""
    entries: list[tuple[str, str, HistoryEntry]] = [
        ("issue", issue_id, e) for e in history(console.issues, Issue, issue_id, "issue")
    ]
    classes: dict[str, type[Any]] = {"task": AdHocTask, "notification": Notification}
    for link in queries.trail_of(console.store, issue_id):
        kind, object_id = link["kind"], link["object_id"]
        entries.extend(
            (kind, object_id, e) for e in history(console.issues, classes[kind], object_id, kind)
        )
    order = {"issue": 0, "task": 1, "notification": 2}
    entries.sort(key=lambda item: (moment(item[2].time), order[item[0]], item[1], item[2].version))
    names = queries.account_names(console.store, {e.actor for _, _, e in entries if e.actor})
    return [
        {
            "object": kind,
            "objectId": object_id,
            "version": entry.version,
            "type": entry.type,
            "time": entry.time,
            "actor": entry.actor,
            "actorName": names.get(entry.actor or ""),
            "changes": entry.changes,
        }
        for kind, object_id, entry in entries
    ]


class IssueController(Controller):
    path = "/issues"
    tags = ["issues"]

    @get("/", operation_id="listIssues", opt=roles(*EVERYONE), sync_to_thread=True)
    def list_issues(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Page[IssueOut]:
        rest, extra = _listed(tenancy, params)
        rows, total = queries.ISSUES.page(console.store, rest, extra)
        return page_of([issue_out(r) for r in rows], total, params.page, params.page_size)

    @get("/export", operation_id="exportIssues", opt=roles(*EVERYONE), sync_to_thread=True)
    def export_issues(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Response[str]:
        rest, extra = _listed(tenancy, params)
        rows = queries.ISSUES.all(console.store, rest, extra)
        return csv_response(
            "issues.csv",
            [
                "id",
                "issueType",
                "issueName",
                "status",
                "building",
                "floor",
                "facility",
                "device",
                "supervisor",
                "company",
                "source",
                "createdAt",
                "resolvedAt",
                "resolvedBy",
            ],
            (
                [
                    r["id"],
                    r["issue_type"],
                    r["issue_name"],
                    r["status"],
                    r["building_name"],
                    r["floor_label"],
                    r["facility_name"],
                    r["device_name"] or r["device_id"],
                    r["supervisor_name"],
                    r["company_name"],
                    r["source"],
                    r["created_at"],
                    r["resolved_at"],
                    r["resolved_by_name"] or r["resolved_by"],
                ]
                for r in rows
            ),
        )

    @get("/types", operation_id="listIssueTypes", opt=roles(*EVERYONE), sync_to_thread=False)
    def list_types(self) -> list[IssueTypeOut]:
        return [IssueTypeOut(id=t["id"], title=t["title"]) for t in issue_types()]

    @get("/{issue_id:str}", operation_id="getIssue", opt=roles(*EVERYONE), sync_to_thread=True)
    def get_issue(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        issue_id: FromPath[str],
        model: FromQuery[str | None] = None,
    ) -> IssueOut:
        return issue_out(visible_issue(console, tenancy, issue_id))

    @post("/", operation_id="createIssue", opt=roles(*EVERYONE), sync_to_thread=True)
    def create_issue(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        data: JSONBody[IssueBody],
    ) -> IssueOut:
        """Reports an issue at a facility the caller sees; its staff are notified."""
        violations = Violations()
        facility: Row | None = None
        if not data.facility_id.strip():
            violations.add("facilityId", REQUIRED)
        else:
            try:
                if not is_id(data.facility_id):
                    raise NotFound("facility")
                facility = visible_facility(console, tenancy, data.facility_id)
            except NotFound:
                violations.add("facilityId", "No such facility")
        if data.issue_type not in ISSUE_TYPE_IDS:
            violations.add("issueType", "Unknown issue type")
        if data.device_id:
            device = (
                queries.device_of(console.store, data.device_id)
                if "\x00" not in data.device_id
                else None
            )
            if device is None or (facility and device["facility_id"] != facility["id"]):
                violations.add("deviceId", "No such device in this facility")
        violations.raise_if_any()
        assert facility is not None
        issue_id = console.issues.open_manual(
            facility_id=facility["id"],
            building_id=facility["building_id"],
            issue_type=data.issue_type,
            device_id=data.device_id or None,
            actor=principal.account_id,
            recipients=recipients_of_facility(console.store, facility["id"]),
            place=queries.place_of_facility(console.store, facility["id"]),
        )
        settled(console)
        return issue_out(visible_issue(console, tenancy, str(issue_id)))

    @put(
        "/{issue_id:str}/status",
        operation_id="setIssueStatus",
        opt=roles(*RESOLVERS),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def set_status(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        issue_id: FromPath[str],
        data: JSONBody[IssueStatusBody],
    ) -> None:
        """Resolves the issue (`RESOLVED`, or its filter value 2); there is no way back."""
        visible_issue(console, tenancy, issue_id)
        if data.issues_status not in (IssueStatus.RESOLVED.value, 2):
            raise ValidationFailed(
                [Violation("issuesStatus", "An issue can only be set to RESOLVED")]
            )
        console.issues.resolve(issue_id, actor=principal.account_id)
        settled(console)

    @get(
        "/{issue_id:str}/tasks",
        operation_id="listIssueTasks",
        opt=roles(*EVERYONE),
        sync_to_thread=True,
    )
    def list_tasks(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        issue_id: FromPath[str],
    ) -> list[TaskOut]:
        visible_issue(console, tenancy, issue_id)
        extra = [("t.issue_id = ?", [issue_id]), *task_scope(principal)]
        rows = queries.TASKS.all(console.store, ListParams(sort="createdAt"), extra)
        return [task_out(r) for r in rows]

    @get(
        "/{issue_id:str}/history",
        operation_id="issueHistory",
        opt=roles(*EVERYONE),
        sync_to_thread=True,
    )
    def get_history(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        issue_id: FromPath[str],
        as_of: Annotated[str | None, QueryParameter(name="asOf")] = None,
    ) -> dict[str, Any]:
        """The auditor's view: the reading that raised the issue and everything since."""
        row = visible_issue(console, tenancy, issue_id)
        if as_of:
            state = state_as_of(console.issues, Issue, issue_id, "issue", moment(as_of))
            return {"id": issue_id, "asOf": as_of, "state": state}
        reading = json.loads(row["reading"]) if row["reading"] else None
        return {
            "id": issue_id,
            "issueType": row["issue_type"],
            "issueName": row["issue_name"],
            "source": row["source"],
            "reading": reading,
            "readings": _readings_leading_to(console, row["device_id"], reading),
            "events": _history(console, issue_id),
        }
