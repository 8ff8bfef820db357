"""Devices: sensors placed in facilities, with unique identifiers.

References to the organisation (the landlord company, the facility) live in another
application; the API checks them against the read tables before calling these commands.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError
from eventsourcing.persistence import IntegrityError

from application.base import ProcessApplication
from domain.commands.device import KEEP, ChangeDevice, DeviceTerms, Keep, RegisterDevice
from domain.device import Device, DeviceIdentifier, clean_uri
from domain.errors import Conflict, DomainError, NotFound
from domain.identifiers import normalise_identifier
from domain.thresholds import normalise_kpi

DUPLICATE_IDENTIFIER = DeviceIdentifier.message


def duplicate_identifier() -> Conflict:
    return DeviceIdentifier.in_use()


class Devices(ProcessApplication):
    name = "devices"

    # Commands --------------------------------------------------------------------

    def register_device(self, command: RegisterDevice, actor: str) -> UUID:
        """Registers a device and claims its identifier in the same transaction; a main
        water meter may be placed on a building rather than a facility."""
        device = Device.register(command, actor)
        index = self.claim_index(DeviceIdentifier, device.identifier, device.id)
        try:
            self.save(device, index)
        except IntegrityError:
            # Another registration claimed the same identifier a moment earlier.
            raise duplicate_identifier() from None
        return device.id

    def update_device(self, command: ChangeDevice, actor: str) -> None:
        """Applies the edit form; only what changed is recorded (`ChangeDevice`)."""
        device = self.as_expected(self.get_device(command.device_id), command.expected_version)
        changed: list[Any] = []
        previous_identifier = device.identifier
        kpi_parameters = command.kpi_parameters
        if not _same_details(device, command):
            if (
                kpi_parameters is not None
                and command.kind != device.kind
                and not _fits(command.kind, device.kpi_parameters)
            ):
                # The form replaces the overrides anyway; clear those the new kind refuses.
                device.set_kpi_parameters(kpi_parameters={}, actor=actor)
            device.update_details(command, actor)
            changed = self._moved_identifier(device, previous_identifier)
        if kpi_parameters is not None and (
            normalise_kpi(device.kind, dict(kpi_parameters)) != device.kpi_parameters
        ):
            device.set_kpi_parameters(kpi_parameters=dict(kpi_parameters), actor=actor)
        if command.reporting_interval_seconds is not None:
            device.set_reporting_interval(command.reporting_interval_seconds, actor)
        _replace_placement(device, command.facility_id, command.building_id, actor)
        self._save_edit(device, changed, previous_identifier)

    def _moved_identifier(self, device: Device, previous_identifier: str) -> list[Any]:
        """The identifier indexes to save with an edit: the new one claimed and the old one
        released, when the identifier changed."""
        if device.identifier == previous_identifier:
            return []
        return [
            self.claim_index(DeviceIdentifier, device.identifier, device.id),
            *self.release_index(DeviceIdentifier, previous_identifier, device.id),
        ]

    def _save_edit(self, device: Device, changed: list[Any], previous_identifier: str) -> None:
        try:
            self.save(device, *changed)
        except IntegrityError:
            # Lost a race: for the identifier (a duplicate) or for the device (stale).
            if device.identifier != previous_identifier and self.device_id_for(
                device.identifier
            ) not in (None, device.id):
                raise duplicate_identifier() from None
            raise

    def place_device(
        self,
        device_id: str | UUID,
        facility_id: str | None,
        actor: str,
        expected_version: int | None = None,
        building_id: str | None = None,
    ) -> None:
        """Puts the device in a facility, a main water meter on a building, or takes it
        out with both None."""
        device = self.as_expected(self.get_device(device_id), expected_version)
        place = str(facility_id) if facility_id else None
        building = str(building_id) if building_id else None
        if (place, building) != (device.facility_id, device.building_id):
            device.place(facility_id=place, actor=actor, building_id=building)
            self.save(device)

    def taken_out_of(self, removed: Mapping[str, str], device_ids: Iterable[str]) -> list[Device]:
        """The devices taken out of removed places (facility or, for a main water meter,
        building id: who removed it), not yet saved; a device since moved elsewhere or
        deleted is left alone."""
        changed: list[Device] = []
        for device_id in device_ids:
            try:
                device = self.get_device(device_id)
            except NotFound:
                continue
            place = device.facility_id or device.building_id
            if place is not None and place in removed:
                device.place(facility_id=None, actor=removed[place])
                changed.append(device)
        return changed

    def set_kpi_parameters(
        self,
        device_id: str | UUID,
        kpi_parameters: dict[str, Any],
        actor: str,
        expected_version: int | None = None,
    ) -> None:
        device = self.as_expected(self.get_device(device_id), expected_version)
        device.set_kpi_parameters(kpi_parameters=kpi_parameters, actor=actor)
        self.save(device)

    def delete_device(self, device_id: str | UUID, actor: str) -> None:
        self.delete_devices([device_id], actor)

    def delete_devices(self, device_ids: Sequence[str | UUID], actor: str) -> None:
        """Deletes all the devices, releasing their identifiers, or none (NotFound)."""
        devices = {device.id: device for device in map(self.get_device, device_ids)}
        changed: list[Any] = []
        for device in devices.values():
            device.delete(actor=actor)
            changed.append(device)
            changed.extend(self.release_index(DeviceIdentifier, device.identifier, device.id))
        if changed:
            self.save(*changed)

    def quicken_reporting(self, intervals: Mapping[UUID, int], actor: str) -> int:
        """Gives devices still at their kind's interval the interval named (the live demo's
        staged devices); a device whose interval someone set keeps it. Answers how many
        changed."""
        found = self.get_many(list(intervals))
        changed = [
            device
            for device in found.values()
            if isinstance(device, Device) and device.reporting_interval_seconds is None
        ]
        for device in changed:
            device.set_reporting_interval(intervals[device.id], actor)
        if changed:
            self.save(*changed)
        return len(changed)

    # Queries ---------------------------------------------------------------------

    def get_device(self, device_id: str | UUID) -> Device:
        return self.load(Device, device_id, "device")

    def device_id_for(self, identifier: str) -> UUID | None:
        """The device that holds `identifier` (any accepted spelling), or None.

        Called for every sensor message: one cached index aggregate, fast-forwarded.
        """
        try:
            index: DeviceIdentifier = self.repository.get(
                DeviceIdentifier.create_id(identifier), deepcopy_from_cache=False
            )
        except AggregateNotFoundError:
            return None
        return index.owner_id


def _replace_placement(
    device: Device, facility_id: str | Keep | None, building_id: str | Keep | None, actor: str
) -> None:
    """Places the device as the edit form says, when it says anything new (both halves
    left as KEEP keep the placement)."""
    if isinstance(facility_id, Keep) and isinstance(building_id, Keep):
        return
    facility = _chosen(facility_id, device.facility_id, building_id)
    building = _chosen(building_id, device.building_id, facility_id)
    if (facility, building) != (device.facility_id, device.building_id):
        device.place(facility_id=facility, actor=actor, building_id=building)


def _chosen(value: str | Keep | None, held: str | None, other: str | Keep | None) -> str | None:
    """One half of a placement: the value given; else kept, unless the other half was
    given (a device in a facility is on no building, and the other way round)."""
    if isinstance(value, Keep):
        return held if isinstance(other, Keep) or not other else None
    return str(value) if value else None


def _same_details(device: Device, command: DeviceTerms) -> bool:
    """Whether the form repeats what the device already holds (as the domain cleans it)."""
    try:
        cleaned = [
            {"name": a["name"].strip(), "quantity": a["quantity"]} for a in command.accessories
        ]
    except (AttributeError, KeyError, TypeError):
        return False
    meter_adjustment = command.meter_adjustment
    return (
        isinstance(command.name, str)
        and command.name.strip() == device.name
        and (command.description or "").strip() == device.description
        and command.kind == device.kind
        and normalise_identifier(command.identifier or "") == device.identifier
        and str(command.landlord_id) == device.landlord_id
        and cleaned == device.accessories
        and not isinstance(meter_adjustment, bool)
        and isinstance(meter_adjustment, int | float)
        and float(meter_adjustment) == device.meter_adjustment
        and clean_uri(command.uri) == device.uri
    )


def _fits(kind: str, kpi_parameters: dict[str, Any]) -> bool:
    try:
        normalise_kpi(kind, kpi_parameters)
    except DomainError:
        return False
    return True


__all__ = ["DUPLICATE_IDENTIFIER", "KEEP", "Devices", "duplicate_identifier"]
