"""Device: a sensor in a washroom, its identifier index, calibration and accessories."""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

from eventsourcing.domain import Aggregate, event

from domain.deletion import Deletable
from domain.errors import Violations
from domain.identifiers import check_identifier, normalise_identifier
from domain.index import UniqueIndex
from domain.kinds import DEVICE_KIND_IDS, DeviceKind
from domain.terms import TermsEvent
from domain.thresholds import (
    check_reporting_interval,
    normalise_kpi,
    reporting_interval,
    without_retired,
)
from domain.validation import REQUIRED, require_text

if TYPE_CHECKING:  # the commands check their fields against this module's rules
    from domain.commands.device import DeviceTerms, RegisterDevice


MAX_DESCRIPTION_CHARS = 1000
MAX_ACCESSORIES = 50
MAX_ACCESSORY_QUANTITY = 100_000
# Litres; large enough for any meter swap, small enough to catch a typo of many digits.
MAX_METER_ADJUSTMENT = 10_000_000.0
MAX_URI_CHARS = 500
#: How a device is reached (`coap://10.1.2.3/paper`, `https://…`): a scheme, then only
#: what RFC 3986 lets a URI hold (a character of its own, or %XX); no spaces.
URI_PATTERN = r"^[A-Za-z][A-Za-z0-9+.-]*:([A-Za-z0-9._~!$&'()*+,;=:@/?#\[\]-]|%[0-9A-Fa-f]{2})+$"
_URI = re.compile(URI_PATTERN)
NOT_A_URI = "Must be a URI with a scheme, such as coap://10.1.2.3/paper"


def clean_uri(uri: str | None) -> str | None:
    """A device's URI as stored: trimmed; blank is none."""
    return (uri or "").strip() or None


def check_uri(violations: Violations, uri: str | None) -> None:
    """The URI, if any, must be one with a scheme, of bounded length."""
    uri = clean_uri(uri)
    if uri is None:
        return
    if len(uri) > MAX_URI_CHARS:
        violations.add("uri", f"At most {MAX_URI_CHARS} characters")
    elif not _URI.fullmatch(uri):
        violations.add("uri", NOT_A_URI)


def check_device(
    name: str,
    description: str | None,
    kind: str,
    identifier: str,
    accessories: list[dict[str, Any]],
    meter_adjustment: float,
    uri: str | None = None,
) -> None:
    """Checks every detail of a device at once, reporting under the API's field names."""
    violations = Violations()
    require_text(violations, "name", name)
    if description is not None and len(description) > MAX_DESCRIPTION_CHARS:
        violations.add("description", f"At most {MAX_DESCRIPTION_CHARS} characters")
    if kind not in DEVICE_KIND_IDS:
        violations.add("type", "Unknown device type")
    check_identifier(violations, "deviceId", identifier)
    check_accessories(violations, accessories)
    if (
        isinstance(meter_adjustment, bool)
        or not isinstance(meter_adjustment, int | float)
        or not math.isfinite(meter_adjustment)
        or abs(meter_adjustment) > MAX_METER_ADJUSTMENT
    ):
        violations.add("meterAdjustment", f"Must be a number within ±{MAX_METER_ADJUSTMENT:,.0f}")
    check_uri(violations, uri)
    violations.raise_if_any()


ON_A_BUILDING_ONLY_MAIN_METERS = "Only a main water meter is placed on a building"
#: The codes of the placement rules: what may sit on a building, and in one place only.
PLACED_BY_TYPE, PLACED_ONCE = "placed-by-type", "placed-once"


def check_placement(kind: str, facility_id: str | None, building_id: str | None) -> None:
    """A device sits in a facility, on a building (a main water meter, which measures the
    whole building's intake), or nowhere; never in both."""
    if building_id is None:
        return
    violations = Violations()
    if kind != DeviceKind.MAIN_WATER_METER:
        violations.add("buildingId", ON_A_BUILDING_ONLY_MAIN_METERS, PLACED_BY_TYPE)
    if facility_id is not None:
        violations.add(
            "buildingId", "A device placed in a facility takes its building from it", PLACED_ONCE
        )
    violations.raise_if_any()


def check_accessories(violations: Violations, accessories: list[dict[str, Any]]) -> None:
    """Accessories are [{name, quantity}], quantity a whole number from 0."""
    if len(accessories) > MAX_ACCESSORIES:
        violations.add("accessories", f"At most {MAX_ACCESSORIES} accessories")
    for i, item in enumerate(accessories):
        require_text(violations, f"accessories[{i}].name", item.get("name"))
        quantity = item.get("quantity")
        if isinstance(quantity, bool) or not isinstance(quantity, int):
            violations.add(f"accessories[{i}].quantity", REQUIRED)
        elif not 0 <= quantity <= MAX_ACCESSORY_QUANTITY:
            violations.add(
                f"accessories[{i}].quantity", f"Must be between 0 and {MAX_ACCESSORY_QUANTITY}"
            )


def _clean_accessories(accessories: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"name": a["name"].strip(), "quantity": a["quantity"]} for a in accessories]


def _clean_description(description: str | None) -> str:
    return (description or "").strip()


class Device(Deletable):
    what = "device"

    """A registered sensor; `identifier` is stored normalised (see domain.identifiers)."""

    class Registered(TermsEvent, Aggregate.Created):
        name: str
        description: str | None
        kind: str
        identifier: str
        landlord_id: str
        facility_id: str | None
        kpi_parameters: dict[str, Any]
        accessories: list[dict[str, Any]]
        meter_adjustment: float
        actor: str
        building_id: str | None
        reporting_interval_seconds: int | None
        uri: str | None

        # Version 2: main water meters are placed on their building. Version 3: a device's
        # own reporting interval (None: its kind's), which replaced `offlineAfterMinutes`.
        # Version 4: how the device is reached (None: not said).
        class_version = 4

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["building_id"] = None

        @staticmethod
        def upcast_v2_v3(state: dict[str, Any]) -> None:
            state["kpi_parameters"] = without_retired(state["kpi_parameters"])
            state["reporting_interval_seconds"] = None

        @staticmethod
        def upcast_v3_v4(state: dict[str, Any]) -> None:
            state["uri"] = None

    class DetailsUpdated(TermsEvent, Aggregate.Event):
        name: str
        description: str | None
        kind: str
        identifier: str
        landlord_id: str
        accessories: list[dict[str, Any]]
        meter_adjustment: float
        actor: str
        uri: str | None

        # Version 2: how the device is reached (None: not said).
        class_version = 2

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["uri"] = None

    class Placed(Aggregate.Event):
        facility_id: str | None
        actor: str
        building_id: str | None

        class_version = 2

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["building_id"] = None

    class KpiParametersSet(Aggregate.Event):
        kpi_parameters: dict[str, Any]
        actor: str

        # Version 2: `offlineAfterMinutes` retired (the reporting interval replaced it).
        class_version = 2

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["kpi_parameters"] = without_retired(state["kpi_parameters"])

    class ReportingIntervalSet(Aggregate.Event):
        """The device's own reporting interval, in seconds."""

        reporting_interval_seconds: int
        actor: str

    def __init__(
        self,
        facility_id: str | None,
        building_id: str | None,
        kpi_parameters: dict[str, Any],
        reporting_interval_seconds: int | None,
    ) -> None:
        # The details are the event's to set (`take`, which fits the overrides to the kind),
        # as on every change of them.
        self.facility_id = facility_id
        self.building_id = building_id
        self.kpi_parameters = kpi_parameters
        self.reporting_interval_seconds = reporting_interval_seconds

    @classmethod
    def register(cls, command: RegisterDevice, actor: str) -> Device:
        return cls._create_from(cls.Registered, command, actor, **command.place())

    def update_details(self, command: DeviceTerms, actor: str) -> None:
        """Changes what the edit form holds; the KPI parameters must still fit a new kind,
        and a device on a building must stay a main water meter."""
        self.check_not_deleted()
        command.check()
        if self.building_id is not None and command.kind != DeviceKind.MAIN_WATER_METER:
            violations = Violations()
            violations.add("type", ON_A_BUILDING_ONLY_MAIN_METERS, PLACED_BY_TYPE)
            violations.raise_if_any()
        self.trigger_event(self.DetailsUpdated, actor=actor, **command.terms())

    def take(self, event: Registered | DetailsUpdated) -> None:
        """The details an event stores, as the device holds them (trimmed, cleaned and
        normalised; the KPI overrides must fit the kind), and who set them."""
        self.kpi_parameters = normalise_kpi(event.kind, self.kpi_parameters)
        self.name = event.name.strip()
        self.description = _clean_description(event.description)
        self.kind = event.kind
        self.identifier = normalise_identifier(event.identifier)
        self.landlord_id = event.landlord_id
        self.accessories = _clean_accessories(event.accessories)
        self.meter_adjustment = float(event.meter_adjustment)
        self.uri = clean_uri(event.uri)
        self.modified_by = event.actor

    @event(Placed)
    def place(self, facility_id: str | None, actor: str, building_id: str | None = None) -> None:
        """Puts the device in a facility, a main water meter on a building, or takes it
        out with both None."""
        self.check_not_deleted()
        check_placement(self.kind, facility_id, building_id)
        self.facility_id = facility_id
        self.building_id = building_id
        self.modified_by = actor

    @event(KpiParametersSet)
    def set_kpi_parameters(self, kpi_parameters: dict[str, Any], actor: str) -> None:
        """Replaces the overrides; keys left out fall back to their defaults."""
        self.check_not_deleted()
        self.kpi_parameters = normalise_kpi(self.kind, kpi_parameters)
        self.modified_by = actor

    @property
    def reporting_interval(self) -> int:
        """Seconds between its messages: its own setting, else its kind's default."""
        return reporting_interval(self.kind, self.reporting_interval_seconds)

    def set_reporting_interval(self, seconds: int, actor: str) -> None:
        """A new interval, checked first; the interval in force again records nothing."""
        self.check_not_deleted()
        violations = Violations()
        check_reporting_interval(violations, "reportingIntervalSeconds", seconds)
        violations.raise_if_any()
        if seconds != self.reporting_interval:
            self._set_reporting_interval(reporting_interval_seconds=seconds, actor=actor)

    @event(ReportingIntervalSet)
    def _set_reporting_interval(self, reporting_interval_seconds: int, actor: str) -> None:
        self.reporting_interval_seconds = reporting_interval_seconds
        self.modified_by = actor


class DeviceIdentifier(UniqueIndex):
    """Makes a device identifier unique, in its normal spelling."""

    namespace = "device-identifiers"
    what = "device-id"
    message = field_message = "This device ID is already registered"
    field = "deviceId"

    @staticmethod
    def normalise(key: str) -> str:
        return normalise_identifier(key)
