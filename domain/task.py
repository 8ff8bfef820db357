"""AdHocTask: a one-off piece of work for a staff member, usually raised from an issue."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import TYPE_CHECKING

from eventsourcing.domain import Aggregate, event

from domain.errors import INVALID_FORMAT, Conflict, ValidationFailed, Violation, Violations
from domain.validation import REQUIRED, require_text

if TYPE_CHECKING:  # the command checks its fields against this module's rules
    from domain.commands.issue import AssignTask

# Only cleaning staff are sent to a facility.
STAFF_ROLES = ("supervisor", "cleaner", "worker")
MAX_REMARKS_CHARS = 2000


class TaskStatus(StrEnum):
    OPEN = "OPEN"
    IN_PROGRESS = "IN_PROGRESS"
    DONE = "DONE"


# OPEN → IN_PROGRESS → DONE, or straight from OPEN to DONE; nothing leaves DONE.
NEXT_STATUSES: dict[TaskStatus, tuple[TaskStatus, ...]] = {
    TaskStatus.OPEN: (TaskStatus.IN_PROGRESS, TaskStatus.DONE),
    TaskStatus.IN_PROGRESS: (TaskStatus.DONE,),
    TaskStatus.DONE: (),
}


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
    for field, value in (("buildingId", building_id), ("facilityId", facility_id)):
        if not value:
            violations.add(field, REQUIRED)
    check_assignee(violations, staff_role, staff_id, remarks)
    violations.raise_if_any()


def check_assignee(
    violations: Violations, staff_role: str, staff_id: str, remarks: str | None
) -> None:
    """Who does the task, and what they are told."""
    if not staff_id:
        violations.add("staffId", REQUIRED)
    if staff_role not in STAFF_ROLES:
        violations.add("staffRole", "Must be supervisor, cleaner or worker")
    if remarks is not None and len(remarks) > MAX_REMARKS_CHARS:
        violations.add("remarks", f"At most {MAX_REMARKS_CHARS} characters")


def _check_remarks(remarks: str | None) -> None:
    violations = Violations()
    if remarks is not None and len(remarks) > MAX_REMARKS_CHARS:
        violations.add("remarks", f"At most {MAX_REMARKS_CHARS} characters")
    violations.raise_if_any()


class AdHocTask(Aggregate):
    """`type` is free text (a cleaning job, or the issue type it answers).

    Its status moves OPEN → IN_PROGRESS → DONE (or OPEN → DONE); tasks stored before the
    status existed are OPEN, since they were created so and no later event says otherwise.
    """

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

    class Started(Aggregate.Event):
        remarks: str
        actor: str

        def apply(self, aggregate: Aggregate) -> None:
            # An explicit event class, so the start time is the event's own timestamp.
            assert isinstance(aggregate, AdHocTask)
            aggregate.status = TaskStatus.IN_PROGRESS
            aggregate.started_at = self.timestamp
            aggregate.modified_by = self.actor

    class Completed(Aggregate.Event):
        remarks: str
        actor: str

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, AdHocTask)
            aggregate.status = TaskStatus.DONE
            aggregate.completed_at = self.timestamp
            aggregate.completion_remarks = self.remarks
            aggregate.modified_by = self.actor

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
        self.status = TaskStatus.OPEN
        self.started_at: datetime | None = None
        self.completed_at: datetime | None = None
        self.completion_remarks = ""

    @classmethod
    def assign(
        cls, command: AssignTask, actor: str, issue_id: str, place: tuple[str, str, str | None]
    ) -> AdHocTask:
        """The task `command` asks for at its issue's place (building, facility, device)."""
        command.check()
        building_id, facility_id, device_id = place
        return cls(
            title=command.title,
            type=command.type,
            building_id=building_id,
            facility_id=facility_id,
            device_id=device_id,
            issue_id=issue_id,
            staff_role=command.staff_role,
            staff_id=command.staff_id,
            remarks=command.remarks,
            actor=actor,
        )

    def move_to(self, status: str, remarks: str | None, actor: str) -> None:
        """Starts or completes the task; any other move is a conflict (409)."""
        try:
            target = TaskStatus(status)
        except ValueError:
            raise ValidationFailed([Violation("status", INVALID_FORMAT)]) from None
        _check_remarks(remarks)
        if target not in NEXT_STATUSES[self.status]:
            raise Conflict(
                f"A task that is {self.status.value} cannot become {target.value}",
                code="task-status",
                params={"status": self.status.value, "to": target.value},
            )
        event_class = self.Started if target is TaskStatus.IN_PROGRESS else self.Completed
        self.trigger_event(event_class, remarks=(remarks or "").strip(), actor=actor)
