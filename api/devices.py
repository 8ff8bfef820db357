"""Devices (SPEC.md §7 Devices): the register, its list with live state, and exports."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import UUID

from litestar import Controller, Response, delete, get, post, put
from litestar.params import FromPath, FromQuery, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT
from msgspec import UNSET, UnsetType

from api.auth import Principal
from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep, settled
from api.listing import csv_response
from api.permissions import LANDLORD, MANAGERS, roles
from api.schema import Body, Out, Page, page_of
from api.tenancy import Tenancy
from application.devices import KEEP
from domain.device import check_device
from domain.device_state import DEFAULT_OFFLINE_AFTER, adjusted_water_meter, derive_status
from domain.errors import NotFound, ValidationFailed, Violation
from domain.kinds import DEVICE_KIND_IDS, DEVICE_KIND_TITLES, DeviceKind, device_types
from domain.roles import GuardRole
from domain.thresholds import normalise_kpi
from domain.validation import INVALID_FORMAT, REQUIRED
from projections import devices as device_lists
from projections.lists import ListParams
from projections.store import Row

#: A device without its own `offlineAfterMinutes` is OFFLINE after this long in silence.
OFFLINE_AFTER: timedelta = DEFAULT_OFFLINE_AFTER

Clause = tuple[str, Sequence[Any]]


class Accessory(Body):
    name: str
    quantity: int


class DeviceBody(Body):
    """A new device; left-out text fields are reported as required, all at once."""

    name: str | None = None
    type: str | None = None
    device_id: str | None = None
    facility_id: str | None = None
    landlord_id: str | None = None
    description: str | None = None
    kpi_parameters: dict[str, Any] | None = None
    accessories: list[Accessory] | None = None
    meter_adjustment: float | None = None


class DeviceUpdate(Body):
    """The edit form; a field left out keeps its value (`facilityId: null` unplaces)."""

    name: str | UnsetType = UNSET
    type: str | UnsetType = UNSET
    device_id: str | UnsetType = UNSET
    facility_id: str | UnsetType | None = UNSET
    landlord_id: str | UnsetType = UNSET
    description: str | UnsetType | None = UNSET
    kpi_parameters: dict[str, Any] | UnsetType = UNSET
    accessories: list[Accessory] | UnsetType = UNSET
    meter_adjustment: float | UnsetType = UNSET
    version: int | None = None


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
    status: str
    health: str
    battery: str | None
    battery_voltage: float | None
    signal: str | None
    rssi: float | None
    level: float | None
    last_update: str | None
    readings: ReadingsOut


class DeviceTypeOut(Out):
    id: str
    title: str


# Reading rows -----------------------------------------------------------------------


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


def device_out(row: Row, now: datetime | None = None) -> DeviceOut:
    """A device as the API shows it: the register's fields and what its readings say."""
    row = device_lists.decode(row)
    kpi: dict[str, Any] = row["kpi_parameters"]
    silence = {device_lists.OFFLINE_AFTER_KEY: OFFLINE_AFTER.total_seconds() / 60}
    state = derive_status(
        row["kind"],
        {**silence, **kpi},
        now=now or datetime.now(UTC),
        last_reading_at=_moment(row["last_reading_at"]),
        battery_voltage=row["battery_voltage"],
        rssi=row["rssi"],
        range_mm=row["range_mm"],
    )
    water = row["water_meter"]
    kind = row["kind"]
    return DeviceOut(
        id=row["id"],
        name=row["name"],
        description=row["description"],
        type=kind,
        type_title=DEVICE_KIND_TITLES[DeviceKind(kind)] if kind in DEVICE_KIND_IDS else kind,
        device_id=row["identifier"],
        landlord_id=row["landlord_id"],
        landlord_name=row["landlord_name"],
        facility_id=row["facility_id"],
        facility_name=row["facility_name"],
        floor_id=row["floor_id"],
        floor_label=row["floor_label"],
        building_id=row["building_id"],
        building_name=row["building_name"],
        kpi_parameters=kpi,
        accessories=[
            AccessoryOut(name=a["name"], quantity=a["quantity"]) for a in row["accessories"]
        ],
        meter_adjustment=row["meter_adjustment"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        version=row["version"],
        status=state.connection.value,
        health=state.health.value,
        battery=state.battery.value if state.battery else None,
        battery_voltage=row["battery_voltage"],
        signal=state.signal.value if state.signal else None,
        rssi=row["rssi"],
        level=None if state.level is None else round(state.level, 1),
        last_update=row["last_reading_at"],
        readings=ReadingsOut(
            people_counter=_whole(row["people_counter"]),
            pulse_counter=_whole(row["pulse_counter"]),
            water_meter=None
            if water is None
            else adjusted_water_meter(water, row["meter_adjustment"]),
            humidity=row["humidity"],
            temperature=row["temperature"],
            range=row["range_mm"],
            digital_input=_whole(row["digital_input"]),
            proximity=row["proximity"],
        ),
    )


# Tenancy and references ---------------------------------------------------------------


def device_clauses(tenancy: Tenancy) -> list[Clause]:
    """Which devices the caller sees: a landlord its own (placed or not), a cleaning
    company those in the buildings its projects cover, staff those in their facilities."""
    principal = tenancy.principal
    if principal.guard_role is GuardRole.SYSTEM_ADMIN:
        return []
    if tenancy.is_landlord:
        return [("d.landlord_id = ?", [principal.company_id or ""])]
    return [*tenancy.building_clause("f.building_id"), *tenancy.facility_clause("d.facility_id")]


def _is_uuid(value: str) -> bool:
    try:
        UUID(value)
    except ValueError:
        return False
    return True


def visible_device(console: Console, tenancy: Tenancy, device_id: str) -> Row:
    """The device's list row, or 404 when unknown or outside the caller's tenancy."""
    if not _is_uuid(device_id):
        raise NotFound("device")
    clauses = [("d.id = ?", [device_id]), *device_clauses(tenancy)]
    row = console.store.query_one(
        f"SELECT {device_lists.DEVICES.select} FROM {device_lists.DEVICES.from_}"
        f" WHERE {' AND '.join(c for c, _ in clauses)}",
        [a for _, args in clauses for a in args],
    )
    if row is None:
        raise NotFound("device")
    return row


def _landlord(principal: Principal, requested: str | None, violations: list[Violation]) -> str:
    if principal.is_admin:
        if not requested:
            violations.append(Violation("landlordId", REQUIRED))
        return requested or ""
    if requested and requested != principal.company_id:
        violations.append(Violation("landlordId", "Must be your own company"))
    return principal.company_id or ""


def _check_references(
    console: Console,
    principal: Principal,
    landlord_id: str,
    facility_id: str | None,
    violations: list[Violation],
) -> None:
    """The landlord must be a landlord; the facility must be in one of its buildings."""
    if landlord_id and not any(v.field == "landlordId" for v in violations):
        company = (
            console.store.query_one("SELECT type FROM companies WHERE id = ?", (landlord_id,))
            if _is_uuid(landlord_id)
            else None
        )
        if company is None:
            violations.append(Violation("landlordId", "No such company"))
        elif company["type"] != "LANDLORD":
            violations.append(Violation("landlordId", "Must be a landlord"))
    if not facility_id:
        return
    facility = (
        console.store.query_one(
            "SELECT b.landlord_id FROM facilities f JOIN buildings b ON b.id = f.building_id"
            " WHERE f.id = ?",
            (facility_id,),
        )
        if _is_uuid(facility_id)
        else None
    )
    if facility is None or (not principal.is_admin and facility["landlord_id"] != landlord_id):
        violations.append(Violation("facilityId", "No such facility"))
    elif facility["landlord_id"] != landlord_id:
        violations.append(Violation("facilityId", "Must be in a building of the landlord"))


def _check_fields(
    violations: list[Violation],
    name: str,
    description: str | None,
    kind: str,
    identifier: str,
    accessories: list[dict[str, Any]],
    meter_adjustment: float,
    kpi_parameters: dict[str, Any] | None,
) -> None:
    """Adds every broken field rule, so the form shows them all at once."""
    if description and any(ord(ch) < 32 and ch not in "\t\n\r" for ch in description):
        violations.append(Violation("description", INVALID_FORMAT))
    try:
        check_device(name, description, kind, identifier, accessories, meter_adjustment)
    except ValidationFailed as failed:
        violations[:0] = failed.violations
    if kpi_parameters is not None and kind in DEVICE_KIND_IDS:
        try:
            normalise_kpi(kind, kpi_parameters)
        except ValidationFailed as failed:
            violations.extend(failed.violations)


def _accessories(items: Sequence[Accessory] | None) -> list[dict[str, Any]]:
    return [{"name": a.name, "quantity": a.quantity} for a in items or ()]


def _checked(params: ListParams) -> ListParams:
    """Text no column can hold (NUL) is bad input, not a database error."""
    if params.search and "\x00" in params.search:
        raise ValidationFailed([Violation("search", INVALID_FORMAT)])
    if any("\x00" in value for _, value in params.filters):
        raise ValidationFailed([Violation("filter", INVALID_FORMAT)])
    return params


_EXPORT_HEADER = [
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


def _export_row(device: DeviceOut) -> list[Any]:
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


class DeviceController(Controller):
    path = "/devices"
    tags = ["devices"]

    @get("/", operation_id="listDevices", opt=roles(*MANAGERS), sync_to_thread=True)
    def list_devices(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Page[DeviceOut]:
        now = datetime.now(UTC)
        rows, total = device_lists.device_page(
            console.store, _checked(params), device_clauses(tenancy), now, OFFLINE_AFTER
        )
        return page_of([device_out(r, now) for r in rows], total, params.page, params.page_size)

    @get("/export", operation_id="exportDevices", opt=roles(*MANAGERS), sync_to_thread=True)
    def export_devices(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Response[str]:
        now = datetime.now(UTC)
        rows = device_lists.device_rows(
            console.store, _checked(params), device_clauses(tenancy), now, OFFLINE_AFTER
        )
        return csv_response(
            "devices.csv", _EXPORT_HEADER, (_export_row(device_out(r, now)) for r in rows)
        )

    @get("/types", operation_id="listDeviceTypes", opt=roles(*MANAGERS))
    async def list_types(self) -> list[DeviceTypeOut]:
        return [DeviceTypeOut(id=t["id"], title=t["title"]) for t in device_types()]

    @get("/{device_id:str}", operation_id="getDevice", opt=roles(*MANAGERS), sync_to_thread=True)
    def get_device(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        device_id: FromPath[str],
        model: FromQuery[str | None] = None,
    ) -> DeviceOut:
        return device_out(visible_device(console, tenancy, device_id))

    @post("/", operation_id="createDevice", opt=roles(*LANDLORD), sync_to_thread=True)
    def create_device(
        self, console: ConsoleDep, principal: PrincipalDep, data: JSONBody[DeviceBody]
    ) -> DeviceOut:
        violations: list[Violation] = []
        landlord_id = _landlord(principal, data.landlord_id, violations)
        _check_references(console, principal, landlord_id, data.facility_id, violations)
        accessories = _accessories(data.accessories)
        meter_adjustment = 0.0 if data.meter_adjustment is None else data.meter_adjustment
        _check_fields(
            violations,
            data.name or "",
            data.description,
            data.type or "",
            data.device_id or "",
            accessories,
            meter_adjustment,
            data.kpi_parameters,
        )
        if violations:
            raise ValidationFailed(violations)
        device_id = console.devices.register_device(
            name=data.name or "",
            description=data.description,
            kind=data.type or "",
            identifier=data.device_id or "",
            landlord_id=landlord_id,
            facility_id=data.facility_id or None,
            kpi_parameters=data.kpi_parameters or {},
            accessories=accessories,
            meter_adjustment=meter_adjustment,
            actor=principal.account_id,
        )
        settled(console)
        row = device_lists.device_row(console.store, str(device_id))
        if row is None:  # the projector is behind; the device is registered all the same
            raise NotFound(
                "device", "The device was registered but is not listed yet; reload shortly"
            )
        return device_out(row)

    @put(
        "/{device_id:str}",
        operation_id="updateDevice",
        opt=roles(*LANDLORD),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def update_device(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        device_id: FromPath[str],
        data: JSONBody[DeviceUpdate],
    ) -> None:
        row = device_lists.decode(visible_device(console, tenancy, device_id))

        def pick(value: Any, column: str) -> Any:
            return row[column] if value is UNSET else value

        violations: list[Violation] = []
        landlord_id = _landlord(principal, pick(data.landlord_id, "landlord_id"), violations)
        facility_id = pick(data.facility_id, "facility_id")
        if data.facility_id is not UNSET or landlord_id != row["landlord_id"]:
            _check_references(console, principal, landlord_id, facility_id, violations)
        accessories = (
            row["accessories"]
            if isinstance(data.accessories, UnsetType)
            else _accessories(data.accessories)
        )
        kpi = None if isinstance(data.kpi_parameters, UnsetType) else data.kpi_parameters
        name, kind = pick(data.name, "name"), pick(data.type, "kind")
        identifier = pick(data.device_id, "identifier")
        description = pick(data.description, "description")
        meter_adjustment = pick(data.meter_adjustment, "meter_adjustment")
        _check_fields(
            violations, name, description, kind, identifier, accessories, meter_adjustment, kpi
        )
        if violations:
            raise ValidationFailed(violations)
        console.devices.update_device(
            device_id,
            name=name,
            description=description,
            kind=kind,
            identifier=identifier,
            landlord_id=landlord_id,
            accessories=accessories,
            meter_adjustment=meter_adjustment,
            actor=principal.account_id,
            expected_version=data.version,
            facility_id=KEEP if data.facility_id is UNSET else (facility_id or None),
            kpi_parameters=kpi,
        )
        settled(console)

    @delete(
        "/{device_id:str}", operation_id="deleteDevice", opt=roles(*LANDLORD), sync_to_thread=True
    )
    def delete_device(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        device_id: FromPath[str],
    ) -> None:
        visible_device(console, tenancy, device_id)
        console.devices.delete_device(device_id, actor=principal.account_id)
        settled(console)

    @delete("/", operation_id="deleteDevices", opt=roles(*LANDLORD), sync_to_thread=True)
    def delete_devices(
        self,
        console: ConsoleDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        ids: FromQuery[list[str] | None] = None,
    ) -> None:
        """Deletes every listed device, or none: one unknown or foreign id is a 404."""
        chosen = list(dict.fromkeys(ids or ()))
        if not chosen:
            raise ValidationFailed([Violation("ids", REQUIRED)])
        for device_id in chosen:
            visible_device(console, tenancy, device_id)
        console.devices.delete_devices(chosen, actor=principal.account_id)
        settled(console)


__all__ = ["DeviceController", "device_clauses", "device_out", "visible_device"]
