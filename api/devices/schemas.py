"""Device bodies, a device as shown (the register's fields and what its readings say), and
the export's columns."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any

import msgspec
from litestar.openapi.spec import OpenAPIType, Schema
from msgspec import UNSET, UnsetType

from api.body_bounds import (
    BLANK,
    RecordId,
    Text,
    any_of,
    fields_of,
    how_many,
    named,
    remarks,
    text,
    within,
)
from api.forecast_out import ForecastOut
from api.schema import Body, Out, to_out
from domain.device import (
    MAX_ACCESSORIES,
    MAX_ACCESSORY_QUANTITY,
    MAX_DESCRIPTION_CHARS,
    MAX_METER_ADJUSTMENT,
    MAX_URI_CHARS,
    URI_PATTERN,
)
from domain.device_state import (
    DEFAULT_OFFLINE_FACTOR,
    adjusted_water_meter,
    derive_status,
    offline_after,
)
from domain.identifiers import MAC_LENGTH, MAX_IDENTIFIER_CHARS
from domain.kinds import DEVICE_KIND_IDS, DEVICE_KIND_TITLES, DeviceKind
from domain.thresholds import (
    CONSUMABLE,
    CONSUMABLES,
    MAX_REPORTING_INTERVAL_SECONDS,
    MIN_REPORTING_INTERVAL_SECONDS,
    PARAMETERS,
    reporting_interval,
)
from projections.queries import devices as device_lists
from projections.store import Row

#: Seconds between a device's messages: it is OFFLINE once silent for longer than this
#: times `HYGIENE_OFFLINE_FACTOR`.
ReportingInterval = Annotated[
    int, within(MIN_REPORTING_INTERVAL_SECONDS, MAX_REPORTING_INTERVAL_SECONDS)
]
#: Litres added to a water meter's own count (a replaced meter), either way.
MeterAdjustment = Annotated[float, within(-MAX_METER_ADJUSTMENT, MAX_METER_ADJUSTMENT)]
_UUID4 = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}"
#: `id:6:` and a 12-character MAC, or `uuid:` and a v4 UUID, prefixes in any case, spaces
#: around ignored (`domain.identifiers`).
IDENTIFIER_PATTERN = rf"^\s*([iI][dD]:6:[0-9A-Z]{{{MAC_LENGTH}}}|[uU][uU][iI][dD]:{_UUID4})\s*$"
DeviceIdentifier = Annotated[str, text(MAX_IDENTIFIER_CHARS, IDENTIFIER_PATTERN)]
DeviceType = Annotated[str, named(DEVICE_KIND_IDS)]
#: A description may run over lines and tabs, but holds no other control character.
Description = Annotated[str, remarks(MAX_DESCRIPTION_CHARS, r"^[^\x00-\x08\x0b\x0c\x0e-\x1f]*$")]
#: How the device is reached, such as `coap://10.1.2.3/paper`; blank or null: not said.
DeviceUri = Annotated[
    str,
    any_of(
        {"type": "string", "format": "uri", "maxLength": MAX_URI_CHARS, "pattern": URI_PATTERN},
        BLANK,
    ),
]
_CONSUMABLES = sorted({held for choices in CONSUMABLES.values() for held in choices})
#: The KPI thresholds a device overrides, each within its sane range (`domain.thresholds`);
#: which consumable a level device holds depends on its type.
KpiParameters = Annotated[
    dict[str, Any],
    fields_of(
        {
            **{
                name: Schema(
                    type=OpenAPIType.INTEGER if spec.integer else OpenAPIType.NUMBER,
                    minimum=spec.low,
                    maximum=spec.high,
                    description=spec.unit,
                )
                for name, spec in PARAMETERS.items()
            },
            CONSUMABLE: Schema(type=OpenAPIType.STRING, enum=_CONSUMABLES),
        }
    ),
]


class Accessory(Body):
    name: Text
    quantity: Annotated[int, within(0, MAX_ACCESSORY_QUANTITY)]


Accessories = Annotated[list[Accessory], how_many(0, MAX_ACCESSORIES)]


class DeviceBody(Body):
    """A new device; left-out text fields are reported as required, all at once."""

    checked_required = ("name", "type", "device_id")

    name: Text | None = None
    type: DeviceType | None = None
    device_id: DeviceIdentifier | None = None
    facility_id: RecordId | None = None
    building_id: RecordId | None = None  # a main water meter's building, placed on no facility
    landlord_id: RecordId | None = None
    description: Description | None = None
    kpi_parameters: KpiParameters | None = None
    accessories: Accessories | None = None
    meter_adjustment: MeterAdjustment | None = None
    # Left out: the type's default.
    reporting_interval_seconds: ReportingInterval | None = None
    uri: DeviceUri | None = None


class DeviceUpdate(Body):
    """The edit form; a field left out keeps its value (`facilityId: null` unplaces; a
    `buildingId` puts a main water meter on its building, out of any facility)."""

    name: Text | UnsetType = UNSET
    type: DeviceType | UnsetType = UNSET
    device_id: DeviceIdentifier | UnsetType = UNSET
    facility_id: RecordId | UnsetType | None = UNSET
    building_id: RecordId | UnsetType | None = UNSET
    landlord_id: RecordId | UnsetType = UNSET
    description: Description | UnsetType | None = UNSET
    kpi_parameters: KpiParameters | UnsetType = UNSET
    accessories: Accessories | UnsetType = UNSET
    meter_adjustment: MeterAdjustment | UnsetType = UNSET
    reporting_interval_seconds: ReportingInterval | UnsetType = UNSET
    uri: DeviceUri | UnsetType | None = UNSET
    version: int | None = None


class HourOut(Out):
    """One hour of a device's charts; None where it has no such value."""

    hour: str
    level: float | None
    battery: float | None
    rssi: float | None
    people: int | None
    litres: float | None
    temperature: float | None
    humidity: float | None


class SeriesOut(Out):
    from_: str = msgspec.field(name="from")
    to: str
    hours: list[HourOut]


class AccessoryOut(Out):
    name: str
    quantity: int


class ReadingsOut(Out):
    people_counter: int | None
    pulse_counter: int | None
    water_meter: float | None
    humidity: float | None
    temperature: float | None
    range: float | None
    digital_input: int | None
    proximity: float | None


class LocationOut(Out):
    """Where the device's latest reading with a location put it: degrees, metres above sea
    level, degrees from north, metres per second."""

    latitude: float
    longitude: float
    altitude: float | None
    heading: float | None
    speed: float | None


def location_out(row: Row) -> LocationOut | None:
    """The location of the latest reading that carried one; None when none ever did."""
    if row.get("latitude") is None or row.get("longitude") is None:
        return None
    return to_out(LocationOut, row)


class UptimeOut(Out):
    """The share of the last 7 and 30 days' hours in which the device was online (it sent a
    reading, or was still within its interval times the offline factor since one); None
    before it came."""

    last_7_days: float | None
    last_30_days: float | None


class DeviceOut(Out):
    id: str
    name: str
    description: str
    type: str
    type_title: str
    device_id: str
    landlord_id: str
    landlord_name: str | None
    facility_id: str | None
    facility_name: str | None
    floor_id: str | None
    floor_label: str | None
    building_id: str | None
    building_name: str | None
    kpi_parameters: dict[str, Any]
    accessories: list[AccessoryOut]
    meter_adjustment: float
    created_at: str
    updated_at: str
    version: int
    reporting_interval_seconds: int
    status: str
    # The same as `status` (ONLINE, OFFLINE, UNKNOWN), under the name the contract gives it.
    connection_status: str
    # Why it is OFFLINE: "silent", or "gateway-silent" (its gateway stopped its heartbeats
    # too); null while ONLINE or UNKNOWN.
    offline_reason: str | None
    health: str
    battery: str | None
    battery_voltage: float | None
    signal: str | None
    rssi: float | None
    level: float | None
    last_update: str | None
    readings: ReadingsOut
    # How the device is reached (`coap://…`, `https://…`); null: not said.
    uri: str | None
    location: LocationOut | None
    # Only a single device's answer carries it (`GET /api/devices/{id}`), not the list.
    uptime: UptimeOut | UnsetType = UNSET
    # Only a single device's answer carries it too: null while too few readings, or for a
    # kind with no level.
    forecast: ForecastOut | UnsetType | None = UNSET


class DeviceTypeOut(Out):
    id: str
    title: str


def _moment(text: str | None) -> datetime | None:
    if not text:
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _whole(value: float | None) -> int | None:
    return None if value is None else int(value)


def device_out(
    row: Row, now: datetime | None = None, factor: float = DEFAULT_OFFLINE_FACTOR
) -> DeviceOut:
    """A device as the API shows it: the register's fields and what its readings say; it is
    OFFLINE once silent for longer than its interval times `factor`."""
    row = device_lists.decode(row)
    interval = reporting_interval(row["kind"], row["reporting_interval_seconds"])
    state = derive_status(
        row["kind"],
        row["kpi_parameters"],
        now=now or datetime.now(UTC),
        last_reading_at=_moment(row["last_reading_at"]),
        silence=offline_after(interval, factor),
        gateway_heartbeat_at=_moment(row["gateway_heartbeat_at"]),
        battery_voltage=row["battery_voltage"],
        rssi=row["rssi"],
        range_mm=row["range_mm"],
    )
    water = row["water_meter"]
    kind = row["kind"]
    return to_out(
        DeviceOut,
        row,
        type=kind,
        type_title=DEVICE_KIND_TITLES[DeviceKind(kind)] if kind in DEVICE_KIND_IDS else kind,
        device_id=row["identifier"],
        accessories=[to_out(AccessoryOut, a) for a in row["accessories"]],
        reporting_interval_seconds=interval,
        status=state.connection.value,
        connection_status=state.connection.value,
        offline_reason=state.offline_reason.value if state.offline_reason else None,
        health=state.health.value,
        battery=state.battery.value if state.battery else None,
        signal=state.signal.value if state.signal else None,
        level=None if state.level is None else round(state.level, 1),
        last_update=row["last_reading_at"],
        location=location_out(row),
        readings=to_out(
            ReadingsOut,
            row,
            people_counter=_whole(row["people_counter"]),
            pulse_counter=_whole(row["pulse_counter"]),
            water_meter=None
            if water is None
            else adjusted_water_meter(water, row["meter_adjustment"]),
            range=row["range_mm"],
            digital_input=_whole(row["digital_input"]),
        ),
    )


EXPORT_HEADER = [
    "id",
    "name",
    "type",
    "deviceId",
    "landlord",
    "building",
    "floor",
    "facility",
    "status",
    "health",
    "battery",
    "batteryVoltage",
    "signal",
    "rssi",
    "level",
    "lastUpdate",
    "createdAt",
]


def export_row(device: DeviceOut) -> list[Any]:
    return [
        device.id,
        device.name,
        device.type_title,
        device.device_id,
        device.landlord_name,
        device.building_name,
        device.floor_label,
        device.facility_name,
        device.status,
        device.health,
        device.battery,
        device.battery_voltage,
        device.signal,
        device.rssi,
        device.level,
        device.last_update,
        device.created_at,
    ]
