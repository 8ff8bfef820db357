"""AdHocTask: a one-off piece of work for a staff member, usually raised from an issue."""

from __future__ import annotations

from eventsourcing.domain import Aggregate, event

from domain.errors import Violations
from domain.validation import REQUIRED, require_text

# Only cleaning staff are sent to a facility.
STAFF_ROLES = ("supervisor", "cleaner", "worker")
MAX_REMARKS_CHARS = 2000


def check_task(
    title: str,
    type_: str,
    building_id: str,
    facility_id: str,
    staff_role: str,
    staff_id: str,
    remarks: str | None,
) -> None:
    violations = Violations()
    require_text(violations, "title", title)
    require_text(violations, "type", type_)
    for field, value in (
        ("buildingId", building_id),
        ("facilityId", facility_id),
        ("staffId", staff_id),
    ):
        if not value:
            violations.add(field, REQUIRED)
    if staff_role not in STAFF_ROLES:
        violations.add("staffRole", "Must be supervisor, cleaner or worker")
    if remarks is not None and len(remarks) > MAX_REMARKS_CHARS:
        violations.add("remarks", f"At most {MAX_REMARKS_CHARS} characters")
    violations.raise_if_any()


class AdHocTask(Aggregate):
    """`type` is free text (a cleaning job, or the issue type it answers)."""

    class Created(Aggregate.Created):
        title: str
        type: str
        building_id: str
        facility_id: str
        device_id: str | None
        issue_id: str | None
        staff_role: str
        staff_id: str
        remarks: str | None
        actor: str

    @event(Created)
    def __init__(
        self,
        title: str,
        type: str,
        building_id: str,
        facility_id: str,
        device_id: str | None,
        issue_id: str | None,
        staff_role: str,
        staff_id: str,
        remarks: str | None,
        actor: str,
    ) -> None:
        check_task(title, type, building_id, facility_id, staff_role, staff_id, remarks)
        self.title = title.strip()
        self.type = type.strip()
        self.building_id = building_id
        self.facility_id = facility_id
        self.device_id = device_id
        self.issue_id = issue_id
        self.staff_role = staff_role
        self.staff_id = staff_id
        self.remarks = (remarks or "").strip()
        self.created_by = actor
        self.modified_by = actor
