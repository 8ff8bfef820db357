"""Issues: list, export, types, detail, create, resolve, tasks, history.

Everyone signed in sees the issues of their tenancy and may report one (docs/roles.md).
Resolving is for the cleaning side and the admin: landlord managers report and
watch issues, but the cleaning company attests that the work is done, so they may not
resolve.
"""

from __future__ import annotations

import json
from typing import Any

import msgspec
from litestar import Response
from litestar.params import FromPath, FromQuery, JSONBody

from api.calls import BY_TENANCY, Listing, reach
from api.console import Console
from api.context import ConsoleDep, PrincipalDep, TenancyDep
from api.input import AsOfQuery, is_uuid, parse_as_of
from api.issues.schemas import (
    EXPORT_HEADER,
    EscalationStepOut,
    IssueBody,
    IssueOut,
    IssueStatusBody,
    IssueTypeBody,
    IssueTypeOut,
    export_row,
    issue_out,
)
from api.issues.trail import issue_trail, readings_leading_to
from api.list_fields import ISSUE_LIST
from api.listing import refusing_nul, written
from api.lookups import found
from api.permissions import ADMIN, EVERYONE
from api.routes import Resource, creates, reads, updates
from api.schema import Page
from api.task_out import TaskOut, task_out
from api.visibility import detail_roles, own_tasks_only, visible_facility, visible_issue
from api.writes import IssuesDep, ReadBackDep
from application.history import state_as_of
from domain.commands.issue import ReportIssue
from domain.errors import NotFound, ValidationFailed, Violation, Violations
from domain.issue import Issue, IssueStatus
from domain.issue_report import photo_bytes
from domain.kinds import ISSUE_TYPE_IDS, issue_types
from domain.roles import GuardRole
from domain.validation import REQUIRED
from projections.queries import issues as issue_queries
from projections.queries.issue_reports import photo_of, report_of
from projections.queries.issue_types import issue_type_settings
from projections.store import Row

RESOLVERS = (
    GuardRole.SYSTEM_ADMIN,
    GuardRole.CLEANING_COMPANY_MANAGER,
    GuardRole.SUPERVISOR,
    GuardRole.CLEANER,
    GuardRole.WORKER,
)


ISSUES = Listing(
    BY_TENANCY, reach, issue_queries.issue_page, issue_queries.issue_rows, refusing_nul
)


def _with_report(console: Console, issue: IssueOut) -> IssueOut:
    report = report_of(console.store, issue.id)
    if report is None:
        return issue
    return msgspec.structs.replace(
        issue, description=report["description"], has_photo=bool(report["has_photo"])
    )


class IssueController(Resource, path="/issues", tags=["issues"]):
    list_issues = reads("/", "listIssues", EVERYONE, ISSUE_LIST, cache=True)(
        ISSUES.pages(Page[IssueOut], issue_out)
    )

    export_issues = reads("/export", "exportIssues", EVERYONE, ISSUE_LIST)(
        ISSUES.export(written("issues.csv", EXPORT_HEADER, export_row))
    )

    @reads("/types", "listIssueTypes", EVERYONE, cache=True)
    def list_types(self, console: ConsoleDep) -> list[IssueTypeOut]:
        """Each type with its target time to resolve, whether it resolves itself, and its
        escalation steps."""
        settings = issue_type_settings(console.store)
        return [
            IssueTypeOut(
                id=t["id"],
                title=t["title"],
                target_minutes=settings[t["id"]]["targetMinutes"],
                auto_resolve=settings[t["id"]]["autoResolve"],
                escalation=[
                    EscalationStepOut(after_minutes=s["afterMinutes"], notify=s["notify"])
                    for s in settings[t["id"]]["escalation"]
                ],
            )
            for t in issue_types()
        ]

    @updates("/types/{type_id:str}", "setIssueType", ADMIN)
    def set_type(
        self,
        issues: IssuesDep,
        principal: PrincipalDep,
        type_id: FromPath[str],
        data: JSONBody[IssueTypeBody],
    ) -> None:
        """An admin's target time for the type, whether the rules resolve its issues once
        the condition clears, and its escalation steps (left out: kept)."""
        if type_id not in ISSUE_TYPE_IDS:
            raise NotFound("issue type")
        issues.configure_type(
            type_id,
            data.target_minutes,
            data.auto_resolve,
            actor=principal.account_id,
            escalation=data.steps(),
        )

    @reads("/{issue_id:str}", "getIssue", detail_roles("issue"))
    def get_issue(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        issue_id: FromPath[str],
        model: FromQuery[str | None] = None,
    ) -> IssueOut:
        return _with_report(console, issue_out(visible_issue(console, tenancy, issue_id)))

    @reads("/{issue_id:str}/photo", "getIssuePhoto", EVERYONE, media_type="image/*")
    def get_issue_photo(
        self, console: ConsoleDep, tenancy: TenancyDep, issue_id: FromPath[str]
    ) -> Response[bytes]:
        """The photo its reporter took, to whoever sees the issue."""
        issue = visible_issue(console, tenancy, issue_id)
        photo = found(photo_of(console.store, issue["id"]), "photo")
        media_type, data = photo_bytes(photo)
        return Response(data, media_type=media_type, headers={"Cache-Control": "private"})

    @creates("/", "createIssue", EVERYONE)
    def create_issue(
        self,
        console: ConsoleDep,
        issues: IssuesDep,
        read_back: ReadBackDep,
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
                if not is_uuid(data.facility_id):
                    raise NotFound("facility")
                facility = visible_facility(console, tenancy, data.facility_id)
            except NotFound:
                violations.add("facilityId", "No such facility")
        if data.issue_type not in ISSUE_TYPE_IDS:
            violations.add("issueType", "Unknown issue type")
        if data.device_id:
            device = (
                issue_queries.device_of(console.store, data.device_id)
                if "\x00" not in data.device_id
                else None
            )
            if device is None or (facility and device["facility_id"] != facility["id"]):
                violations.add("deviceId", "No such device in this facility")
        violations.raise_if_any()
        assert facility is not None
        command = data.command(
            ReportIssue,
            facility_id=facility["id"],
            building_id=facility["building_id"],
            device_id=data.device_id or None,
        )
        place = issue_queries.place_of_facility(console.store, facility["id"])
        issue_id = issues.open_manual(command, principal.account_id, place=place)
        fresh = read_back()
        return _with_report(fresh, issue_out(visible_issue(fresh, tenancy, str(issue_id))))

    @updates("/{issue_id:str}/status", "setIssueStatus", RESOLVERS)
    def set_status(
        self,
        console: ConsoleDep,
        issues: IssuesDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        issue_id: FromPath[str],
        data: JSONBody[IssueStatusBody],
    ) -> None:
        """Resolves the issue (`RESOLVED`, or its filter value 2); there is no way back."""
        issue = visible_issue(console, tenancy, issue_id)
        if data.issues_status not in (IssueStatus.RESOLVED.value, 2):
            raise ValidationFailed(
                [Violation("issuesStatus", "An issue can only be set to RESOLVED")]
            )
        facility_id = issue["facility_id"]
        place = issue_queries.place_of_facility(console.store, facility_id) if facility_id else None
        issues.resolve(issue_id, actor=principal.account_id, place=place)

    @reads("/{issue_id:str}/tasks", "listIssueTasks", EVERYONE)
    def list_tasks(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        issue_id: FromPath[str],
    ) -> list[TaskOut]:
        visible_issue(console, tenancy, issue_id)
        rows = issue_queries.tasks_of_issue(console.store, issue_id, own_tasks_only(principal))
        return [task_out(r) for r in rows]

    @reads("/{issue_id:str}/history", "issueHistory", EVERYONE)
    def get_history(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        issue_id: FromPath[str],
        as_of: AsOfQuery = None,
    ) -> dict[str, Any]:
        """The auditor's view: the reading that raised the issue and everything since."""
        row = visible_issue(console, tenancy, issue_id)
        if as_of:
            state = state_as_of(console.issues, Issue, issue_id, "issue", parse_as_of(as_of))
            return {"id": issue_id, "asOf": as_of, "state": state}
        reading = json.loads(row["reading"]) if row["reading"] else None
        return {
            "id": issue_id,
            "issueType": row["issue_type"],
            "issueName": row["issue_name"],
            "source": row["source"],
            "reading": reading,
            "readings": readings_leading_to(console, row["device_id"], reading),
            **issue_trail(console, tenancy, issue_id),
        }
