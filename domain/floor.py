"""Floor: a level of a building, with its floor plan and toilet markers. The label's and
number's rules are the floor list's (`domain/commands/organisation.py` `FloorSpec`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from eventsourcing.domain import Aggregate, event
from eventsourcing.utils import register_topic

from domain.deletion import Deletable
from domain.errors import Violations
from domain.facility import FACILITY_TYPES
from domain.images import ImageRefused, accepted_image
from domain.terms import TermsEvent
from domain.validation import REQUIRED

if TYPE_CHECKING:  # the commands check their fields against this module's terms
    from domain.commands.organisation import FloorSpec

# A plan is an image carried as a data URI; 2 MiB of base64 keeps events reasonable.
MAX_PLAN_CHARS = 2 * 1024 * 1024
PLAN_KINDS = ("png", "jpeg", "svg+xml", "webp")
TOO_LARGE = "The plan image is too large (at most 1.5 MB)"
MAX_MARKERS = 200


def check_plan(floor_plan: str | None) -> str | None:
    """The plan to store: an SVG is rebuilt from what it may hold (`domain.images`)."""
    if floor_plan is None:
        return None
    violations = Violations()
    accepted = floor_plan
    if len(floor_plan) > MAX_PLAN_CHARS:
        violations.add("floorPlan", TOO_LARGE)
    else:
        try:
            accepted = accepted_image(floor_plan, PLAN_KINDS)
        except ImageRefused as refused:
            violations.add("floorPlan", str(refused))
        else:
            if len(accepted) > MAX_PLAN_CHARS:  # rebuilding may escape more than was sent
                violations.add("floorPlan", TOO_LARGE)
    violations.raise_if_any()
    return accepted


def check_markers(markers: list[dict[str, Any]], facility_ids: list[str]) -> None:
    """Markers are {type, x, y, facilityId}; x and y are fractions of the plan."""
    violations = Violations()
    if len(markers) > MAX_MARKERS:
        violations.add("markers", f"At most {MAX_MARKERS} markers a floor")
    for i, marker in enumerate(markers):
        if marker.get("type") not in FACILITY_TYPES:
            violations.add(f"markers[{i}].type", "Must be male, female or accessible")
        for axis in ("x", "y"):
            value = marker.get(axis)
            if not isinstance(value, int | float) or isinstance(value, bool):
                violations.add(f"markers[{i}].{axis}", REQUIRED)
            elif not 0.0 <= value <= 1.0:
                violations.add(f"markers[{i}].{axis}", "Must be between 0 and 1")
        if not marker.get("facilityId"):
            violations.add(f"markers[{i}].facilityId", REQUIRED)
        elif marker["facilityId"] not in facility_ids:
            violations.add(f"markers[{i}].facilityId", "Not a facility of this floor")
    violations.raise_if_any()


@dataclass(frozen=True)
class _Building:
    """The building a floor is of, for good."""

    building_id: str


@dataclass(frozen=True)
class _Terms(TermsEvent):
    label: str
    floor_number: int
    actor: str


class Floor(Deletable):
    what = "floor"

    class Added(_Terms, _Building, Aggregate.Created):
        """A new floor of a building."""

    class Relabelled(_Terms, Aggregate.Event):
        """A new label or number for the floor."""

    class PlanUploaded(Aggregate.Event):
        floor_plan: str | None
        actor: str

    class MarkersPlaced(Aggregate.Event):
        markers: list[dict[str, Any]]
        actor: str

    class FacilityAttached(Aggregate.Event):
        facility_id: str
        actor: str

    class FacilityDetached(Aggregate.Event):
        facility_id: str
        actor: str

    def __init__(self, building_id: str) -> None:
        # The label and number are the event's to set (`take`), as on every relabelling.
        self.building_id = building_id
        self.floor_plan: str | None = None
        self.markers: list[dict[str, Any]] = []
        self.facility_ids: list[str] = []

    @classmethod
    def add(cls, building_id: str, spec: FloorSpec, actor: str) -> Floor:
        """A new floor of the building `building_id`."""
        return cls._create_from(cls.Added, spec, actor, building_id=building_id)

    def relabel(self, spec: FloorSpec, actor: str) -> None:
        self._change(self.Relabelled, spec, actor)

    def take(self, event: _Terms) -> None:
        """The label (trimmed) and number an event stores, and who set them."""
        self.label = event.label.strip()
        self.floor_number = event.floor_number
        self.modified_by = event.actor

    def upload_plan(self, floor_plan: str | None, actor: str) -> None:
        # Checked before the event only: plans stored under older, looser rules still load.
        self.check_not_deleted()
        self._plan_uploaded(floor_plan=check_plan(floor_plan), actor=actor)

    @event(PlanUploaded)
    def _plan_uploaded(self, floor_plan: str | None, actor: str) -> None:
        self.floor_plan = floor_plan
        self.modified_by = actor

    @event(MarkersPlaced)
    def place_markers(self, markers: list[dict[str, Any]], actor: str) -> None:
        self.check_not_deleted()
        check_markers(markers, self.facility_ids)
        self.markers = [dict(m) for m in markers]
        self.modified_by = actor

    @event(FacilityAttached)
    def attach_facility(self, facility_id: str, actor: str) -> None:
        self.check_not_deleted()
        if facility_id not in self.facility_ids:
            self.facility_ids.append(facility_id)
        self.modified_by = actor

    @event(FacilityDetached)
    def detach_facility(self, facility_id: str, actor: str) -> None:
        self.check_not_deleted()
        self.facility_ids = [f for f in self.facility_ids if f != facility_id]
        self.modified_by = actor


# Stored before deletion was one event for every record.
register_topic("domain.floor:Floor.Removed", Floor.Deleted)
