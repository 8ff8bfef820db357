"""Commands on a device: register it, change what its edit form holds.

Their events store the fields as given (the device trims the text, cleans the accessories
and normalises the identifier and KPI parameters as it applies them), as they always
have: `terms()` is what an event stores."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from domain.commands.base import Versioned
from domain.device import check_device, check_placement
from domain.errors import ValidationFailed, Violation, Violations
from domain.thresholds import check_reporting_interval
from domain.validation import REQUIRED


class Keep:
    """Marks a placement left out of a change: the device stays where it is."""

    def __repr__(self) -> str:
        return "KEEP"


KEEP: Final = Keep()


@dataclass(frozen=True, kw_only=True)
class DeviceTerms:
    """What the edit form holds of a device, but for its place and KPI parameters."""

    name: str
    description: str | None
    kind: str
    identifier: str
    landlord_id: str
    accessories: Sequence[Mapping[str, Any]] = ()
    meter_adjustment: float = 0.0
    #: Seconds between the device's messages; None: its kind's default (registering), or
    #: as it is (a change). Set by its own event, not with the terms.
    reporting_interval_seconds: int | None = None
    #: How the device is reached; None or blank: not said.
    uri: str | None = None

    def __post_init__(self) -> None:
        # A tuple: what was checked cannot change afterwards.
        object.__setattr__(self, "accessories", tuple(self.accessories))

    def check(self) -> None:
        """Every broken field rule at once (400), under the API's field names; then the
        landlord and the place, each on its own, as the device has always refused them."""
        for stage in self._stages():
            stage()

    def _stages(self) -> list[Callable[[], None]]:
        return [self._check_fields, self._check_landlord]

    def _check_fields(self) -> None:
        accessories = [dict(a) for a in self.accessories]
        kind, adjustment = self.kind, self.meter_adjustment
        try:
            check_device(
                self.name,
                self.description,
                kind,
                self.identifier,
                accessories,
                adjustment,
                self.uri,
            )
        except ValidationFailed as failed:
            found = list(failed.violations)
        else:
            found = []
        interval = self.reporting_interval_seconds
        if interval is not None:
            violations = Violations()
            check_reporting_interval(violations, "reportingIntervalSeconds", interval)
            found.extend(violations.items)
        if found:
            raise ValidationFailed(found)

    def _check_landlord(self) -> None:
        if not self.landlord_id:
            raise ValidationFailed([Violation("landlordId", REQUIRED)])

    def terms(self) -> dict[str, Any]:
        """The fields as the device's events store them."""
        return {
            "name": self.name,
            "description": self.description,
            "kind": self.kind,
            "identifier": self.identifier,
            "landlord_id": str(self.landlord_id),
            "accessories": [dict(a) for a in self.accessories],
            "meter_adjustment": self.meter_adjustment,
            "uri": self.uri,
        }


@dataclass(frozen=True, kw_only=True)
class RegisterDevice(DeviceTerms):
    """A new device in a facility, a main water meter on a building, or placed nowhere."""

    facility_id: str | None = None
    building_id: str | None = None
    kpi_parameters: Mapping[str, Any] = field(default_factory=dict)

    def _stages(self) -> list[Callable[[], None]]:
        return [*super()._stages(), self._check_place]

    def _check_place(self) -> None:
        check_placement(self.kind, self.facility_id or None, self.building_id or None)

    def place(self) -> dict[str, Any]:
        """Where the registration puts the device, and its KPI overrides, as stored."""
        return {
            "facility_id": str(self.facility_id) if self.facility_id else None,
            "building_id": str(self.building_id) if self.building_id else None,
            "kpi_parameters": dict(self.kpi_parameters),
            "reporting_interval_seconds": self.reporting_interval_seconds,
        }


@dataclass(frozen=True, kw_only=True)
class ChangeDevice(DeviceTerms, Versioned):
    """The edit form: only what changed is recorded.

    A placement left as KEEP stays (both None take the device out; one given replaces the
    other); `kpi_parameters` None keeps the overrides."""

    device_id: str
    facility_id: str | Keep | None = KEEP
    building_id: str | Keep | None = KEEP
    kpi_parameters: Mapping[str, Any] | None = None
