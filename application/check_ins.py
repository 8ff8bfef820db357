"""Check-in at the door (`domain.check_in`): the code on each facility's door, kept with
the organisation, and the staff's check-ins, kept with the workforce.

Who may ask for a code, and who may check in where, is the API's gate; what a code names
is answered here from the event store, so a code renewed a moment ago is already retired.
"""

from __future__ import annotations

from uuid import UUID

from eventsourcing.persistence import IntegrityError

from application.organisation import Organisation
from application.workforce import Workforce
from domain.check_in import CheckIn, CheckInCode, CheckInCodeOwner
from domain.commands.check_in import RecordCheckIn
from domain.errors import Conflict, NotFound, Violation

UNKNOWN = "No such check-in code"
RETIRED = "This check-in code was replaced by a newer one; scan the code on the door again"


def _unknown() -> NotFound:
    error = NotFound("check-in code", UNKNOWN)
    error.violations = [Violation("code", UNKNOWN, "unknown-check-in-code")]
    return error


def _code_of(organisation: Organisation, facility_id: str) -> CheckInCode | None:
    try:
        return organisation.load(CheckInCode, CheckInCode.create_id(facility_id), "check-in code")
    except NotFound:
        return None


def check_in_code(organisation: Organisation, facility_id: str, actor: str) -> str:
    """The code on the facility's door; the first asked for is issued."""
    held = _code_of(organisation, facility_id)
    if held is not None:
        return held.code
    door = CheckInCode.issue(facility_id, actor)
    owner = organisation.claim_index(CheckInCodeOwner, door.code, UUID(facility_id))
    try:
        organisation.save(door, owner)
    except IntegrityError:  # issued by a request beside this one: that code stands
        held = _code_of(organisation, facility_id)
        if held is None:
            raise
        return held.code
    return door.code


def renew_check_in_code(organisation: Organisation, facility_id: str, actor: str) -> str:
    """A new code for the facility's door; the one before is retired."""
    door = _code_of(organisation, facility_id)
    if door is None:
        door = CheckInCode.issue(facility_id, actor)
    else:
        door.renew(actor)
    owner = organisation.claim_index(CheckInCodeOwner, door.code, UUID(facility_id))
    organisation.save(door, owner)
    return door.code


def facility_of_code(organisation: Organisation, code: str) -> str:
    """The facility whose door shows `code` now: unknown 404, retired 409."""
    owner = organisation.find_index(CheckInCodeOwner, code)
    if owner is None or owner.owner_id is None:
        raise _unknown()
    facility_id = str(owner.owner_id)
    try:
        organisation.get_facility(facility_id)
    except NotFound:  # the facility was removed, and its door with it
        raise _unknown() from None
    door = _code_of(organisation, facility_id)
    if door is None or door.code != code:
        raise Conflict(
            RETIRED,
            [Violation("code", RETIRED, "retired-check-in-code")],
            code="retired-check-in-code",
        )
    return facility_id


def record_check_in(
    workforce: Workforce,
    command: RecordCheckIn,
    facility_id: str,
    building_id: str,
    staff_id: str,
) -> CheckIn:
    """The check-in of `staff_id` at the facility, at the command's moment."""
    command.check()
    check_in = CheckIn(
        facility_id=facility_id,
        building_id=building_id,
        staff_id=staff_id,
        time=command.moment.isoformat(timespec="microseconds").replace("+00:00", "Z"),
        actor=staff_id,
    )
    workforce.save(check_in)
    return check_in
