"""Devices: the register, its list with live state, and exports."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

import msgspec
from litestar import Response, get
from litestar.params import FromPath, FromQuery, JSONBody
from msgspec import UNSET, UnsetType

from api.calls import BY_TENANCY, Record
from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep
from api.devices.checks import (
    accessories_of,
    check_building,
    check_fields,
    check_place,
    check_references,
    checked,
    landlord_of,
    landlord_of_new,
)
from api.devices.schemas import (
    EXPORT_HEADER,
    DeviceBody,
    DeviceOut,
    DeviceTypeOut,
    DeviceUpdate,
    HourOut,
    SeriesOut,
    UptimeOut,
    device_out,
    export_row,
)
from api.forecast_out import forecast_out
from api.list_fields import DEVICE_LIST
from api.listing import csv_response
from api.openapi import required_query
from api.periods import FromDayQuery, OffsetQuery, TimeZoneQuery, ToDayQuery, between_dates
from api.permissions import LANDLORD, MANAGERS, roles
from api.routes import Resource, creates, reads, removes, updates
from api.schema import Page, paged, to_out
from api.tenancy import Tenancy
from api.visibility import detail_roles, device_reach, visible_device
from api.writes import DevicesDep, ReadBackDep
from application.devices import Devices
from domain.commands.device import KEEP, ChangeDevice, RegisterDevice
from domain.errors import NotFound, ValidationFailed, Violation
from domain.kinds import device_types
from domain.validation import REQUIRED
from projections.lists import ListParams
from projections.queries import devices as device_lists
from projections.queries import devices as device_queries
from projections.queries import forecasts
from projections.queries.device_hourly import device_series, device_uptime
from projections.queries.devices import DeviceReach
from projections.store import ReadStore

SERIES_MAX_DAYS = 31
Found = TypeVar("Found")
DEVICE = Record("device_id", BY_TENANCY, visible_device)


def _one_device(console: Console, row: dict[str, Any]) -> DeviceOut:
    """One device as its own page shows it: with its uptime (lists leave it out, as it
    costs a look at the device's hours)."""
    factor = console.settings.offline_factor
    shares = device_uptime(console.store, row["id"], datetime.now(UTC), factor)
    uptime = UptimeOut(last_7_days=shares["last7Days"], last_30_days=shares["last30Days"])
    forecast = forecast_out(forecasts.forecast_of(console.store, row["id"]))
    out = device_out(row, factor=factor)
    return msgspec.structs.replace(out, uptime=uptime, forecast=forecast)


def _listed(
    query: Callable[[ReadStore, ListParams, DeviceReach, datetime, float], Found],
    console: Console,
    tenancy: Tenancy,
    params: ListParams,
) -> tuple[Found, datetime]:
    """What the list query finds of the caller's devices now, and that moment: each
    device's state (online, offline) is as of it."""
    now = datetime.now(UTC)
    factor = console.settings.offline_factor
    return query(console.store, checked(params), device_reach(tenancy), now, factor), now


class DeviceController(Resource, path="/devices", tags=["devices"]):
    @reads("/", "listDevices", MANAGERS, DEVICE_LIST, cache=True)
    def list_devices(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Page[DeviceOut]:
        listed, now = _listed(device_queries.device_page, console, tenancy, params)
        factor = console.settings.offline_factor
        return paged(listed, lambda r: device_out(r, now, factor), params)

    @reads("/export", "exportDevices", MANAGERS, DEVICE_LIST)
    def export_devices(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Response[str]:
        rows, now = _listed(device_queries.device_rows, console, tenancy, params)
        return csv_response(
            "devices.csv",
            EXPORT_HEADER,
            (export_row(device_out(r, now, console.settings.offline_factor)) for r in rows),
        )

    @get("/types", operation_id="listDeviceTypes", opt=roles(*MANAGERS))
    async def list_types(self) -> list[DeviceTypeOut]:
        return [to_out(DeviceTypeOut, t) for t in device_types()]

    @reads("/{device_id:str}", "getDevice", detail_roles("device"))
    def get_device(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        device_id: FromPath[str],
        model: FromQuery[str | None] = None,
    ) -> DeviceOut:
        """The device, with its uptime over the last 7 and 30 days."""
        return _one_device(console, visible_device(console, tenancy, device_id))

    @reads("/{device_id:str}/series", "getDeviceSeries", MANAGERS)
    def get_series(
        self,
        console: ConsoleDep,
        tenancy: TenancyDep,
        device_id: FromPath[str],
        date_from: FromDayQuery = None,
        date_to: ToDayQuery = None,
        utc_offset_minutes: OffsetQuery = 0,
        time_zone: TimeZoneQuery = None,
    ) -> SeriesOut:
        """The device's readings hour by hour over the viewer's days `from`..`to` (the
        last week when left out; at most 31 days), for its charts."""
        row = device_lists.decode(visible_device(console, tenancy, device_id))
        days = between_dates(
            date_from, date_to, utc_offset_minutes, max_days=SERIES_MAX_DAYS, time_zone=time_zone
        )
        hours = device_series(
            console.store, row["id"], row["kind"], row["kpi_parameters"], days.since, days.until
        )
        return SeriesOut(
            from_=days.first.isoformat(),
            to=days.last.isoformat(),
            hours=[HourOut(**hour) for hour in hours],
        )

    @creates("/", "createDevice", LANDLORD)
    def create_device(
        self,
        console: ConsoleDep,
        devices: DevicesDep,
        read_back: ReadBackDep,
        principal: PrincipalDep,
        data: JSONBody[DeviceBody],
    ) -> DeviceOut:
        violations: list[Violation] = []
        landlord_id = landlord_of_new(
            console.store,
            principal,
            data.landlord_id,
            data.facility_id,
            violations,
            data.building_id,
        )
        check_references(console.store, principal, landlord_id, data.facility_id, violations)
        check_building(console.store, principal, landlord_id, data.building_id, violations)
        check_place(violations, data.type or "", data.facility_id, data.building_id)
        command = RegisterDevice(
            name=data.name or "",
            description=data.description,
            kind=data.type or "",
            identifier=data.device_id or "",
            landlord_id=landlord_id,
            facility_id=data.facility_id or None,
            building_id=data.building_id or None,
            kpi_parameters=data.kpi_parameters or {},
            accessories=accessories_of(data.accessories),
            meter_adjustment=0.0 if data.meter_adjustment is None else data.meter_adjustment,
            reporting_interval_seconds=data.reporting_interval_seconds,
            uri=data.uri,
        )
        check_fields(violations, command, data.kpi_parameters)
        if violations:
            raise ValidationFailed(violations)
        device_id = devices.register_device(command, principal.account_id)
        fresh = read_back()
        row = device_queries.device_row(fresh.store, str(device_id))
        if row is None:  # the projector is behind; the device is registered all the same
            raise NotFound(
                "device", "The device was registered but is not listed yet; reload shortly"
            )
        return _one_device(fresh, row)

    @updates("/{device_id:str}", "updateDevice", LANDLORD)
    def update_device(
        self,
        console: ConsoleDep,
        devices: DevicesDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        device_id: FromPath[str],
        data: JSONBody[DeviceUpdate],
    ) -> None:
        row = device_lists.decode(visible_device(console, tenancy, device_id))

        def pick(value: Any, column: str) -> Any:
            return row[column] if value is UNSET else value

        violations: list[Violation] = []
        landlord_id = landlord_of(principal, pick(data.landlord_id, "landlord_id"), violations)
        facility_id = pick(data.facility_id, "facility_id")
        # The device's own building: a main meter's, when it is in no facility.
        held_building = None if row["facility_id"] else row["building_id"]
        building_id = held_building if data.building_id is UNSET else data.building_id
        if data.building_id is not UNSET and building_id and data.facility_id is UNSET:
            facility_id = None  # put on its building, out of its facility
        elif data.facility_id is not UNSET and facility_id and data.building_id is UNSET:
            building_id = None
        if data.facility_id is not UNSET or landlord_id != row["landlord_id"]:
            check_references(console.store, principal, landlord_id, facility_id, violations)
        if data.building_id is not UNSET or landlord_id != row["landlord_id"]:
            check_building(console.store, principal, landlord_id, building_id, violations)
        accessories = (
            row["accessories"]
            if isinstance(data.accessories, UnsetType)
            else accessories_of(data.accessories)
        )
        command = ChangeDevice(
            device_id=device_id,
            expected_version=data.version,
            name=pick(data.name, "name"),
            description=pick(data.description, "description"),
            kind=pick(data.type, "kind"),
            identifier=pick(data.device_id, "identifier"),
            landlord_id=landlord_id,
            accessories=accessories,
            meter_adjustment=pick(data.meter_adjustment, "meter_adjustment"),
            uri=pick(data.uri, "uri"),
            facility_id=KEEP if data.facility_id is UNSET else (facility_id or None),
            building_id=KEEP if data.building_id is UNSET else (building_id or None),
            kpi_parameters=None
            if isinstance(data.kpi_parameters, UnsetType)
            else data.kpi_parameters,
            reporting_interval_seconds=None
            if isinstance(data.reporting_interval_seconds, UnsetType)
            else data.reporting_interval_seconds,
        )
        check_fields(violations, command, command.kpi_parameters)
        check_place(violations, command.kind, facility_id, building_id)
        if violations:
            raise ValidationFailed(violations)
        devices.update_device(command, principal.account_id)

    delete_device = removes("/{device_id:str}", "deleteDevice", LANDLORD)(
        DEVICE.removal("devices", Devices.delete_device)
    )

    @removes("/", "deleteDevices", LANDLORD, required_query("ids"))
    def delete_devices(
        self,
        console: ConsoleDep,
        devices: DevicesDep,
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
        devices.delete_devices(chosen, actor=principal.account_id)
