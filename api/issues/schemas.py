"""Issue bodies, an issue as shown, and the export's columns."""

from __future__ import annotations

import json
from typing import Annotated, Any

import msgspec

from api.body_bounds import RecordId, named, within
from api.schema import Body, Out, ids_of, to_out
from domain.escalation import MAX_AFTER_MINUTES, MAX_STEPS, NOTIFY_ROLES, EscalationStep
from domain.issue import IssueStatus, status_filter_value
from domain.issue_type import MAX_TARGET_MINUTES
from domain.kinds import IssueType
from projections.store import Row


class IssueBody(Body):
    facility_id: RecordId
    issue_type: Annotated[str, named(IssueType)]
    device_id: str | None = None
    #: What the person saw, in their words (at most 1,000 characters).
    description: str | None = None
    #: A photo as a data URL (`data:image/jpeg;base64,…`; JPEG, PNG or WebP, at most 2 MB).
    photo: str | None = None


class IssueStatusBody(Body):
    issues_status: str | int


class EscalationStepOut(Out):
    after_minutes: int
    notify: str


class IssueTypeOut(Out):
    id: str
    title: str
    target_minutes: int
    auto_resolve: bool
    #: Whom an issue left open is brought to, and when (minutes after it opened).
    escalation: list[EscalationStepOut]


class EscalationStepBody(Body):
    after_minutes: Annotated[int, within(1, MAX_AFTER_MINUTES)]
    notify: Annotated[str, named(NOTIFY_ROLES)]


class IssueTypeBody(Body):
    target_minutes: Annotated[int, within(1, MAX_TARGET_MINUTES)]
    auto_resolve: bool
    #: The steps, strictly later one after another; left out: kept as they are.
    escalation: (
        Annotated[list[EscalationStepBody], msgspec.Meta(extra_json_schema={"maxItems": MAX_STEPS})]
        | None
    ) = None

    def steps(self) -> tuple[EscalationStep, ...] | None:
        if self.escalation is None:
            return None
        return tuple(EscalationStep(s.after_minutes, s.notify) for s in self.escalation)


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
    measured_at: str
    created_at: str
    opened_by: str
    opened_by_name: str | None
    resolved_at: str | None
    resolved_by: str | None
    resolved_by_name: str | None
    resolution: str | None
    cleared_at: str | None
    source: str
    reading: dict[str, Any] | None
    version: int
    #: The last escalation step the issue reached while open (0: none).
    escalation_level: int
    #: What the person who reported it wrote, and whether a photo came with it (the issue's
    #: own page; lists leave them out).
    description: str | None = None
    has_photo: bool = False
    #: Resolved by someone who checked in at its facility within the 30 minutes before.
    verified_on_site: bool = False


def issue_out(row: Row) -> IssueOut:
    return to_out(
        IssueOut,
        row,
        **ids_of(row, "device", "building", "floor", "facility"),
        people=None if row["people"] is None else round(row["people"]),
        water=None if row["water"] is None else round(float(row["water"]), 3),
        supervisor=row["supervisor_name"],
        company=row["company_name"],
        issues_status=status_filter_value(IssueStatus(row["status"])),
        reading=json.loads(row["reading"]) if row["reading"] else None,
        verified_on_site=bool(row.get("verified_on_site")),
    )


EXPORT_HEADER = [
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
    "measuredAt",
    "createdAt",
    "resolvedAt",
    "resolvedBy",
    "resolution",
    "clearedAt",
    "people",
    "water",
]


def export_row(r: Row) -> list[Any]:
    return [
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
        r["measured_at"],
        r["created_at"],
        r["resolved_at"],
        r["resolved_by_name"] or r["resolved_by"],
        r["resolution"],
        r["cleared_at"],
        None if r["people"] is None else round(r["people"]),
        None if r["water"] is None else round(float(r["water"]), 3),
    ]
