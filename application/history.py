"""An aggregate's history, event by event, and its state as of any moment (for auditors)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, datetime
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate

from application.base import ConsoleApplication, parse_id
from domain.errors import NotFound

_META = {"originator_id", "originator_version", "timestamp", "originator_topic", "actor"}
# Digests and hashes are secrets; the history says they changed, never what they are.
_SECRETS = {
    "password_hash": "password",
    "refresh_digest": "refreshToken",
    "presented_digest": "refreshToken",
}


def camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def plain(value: Any) -> Any:
    """Event values as JSON: ids and moments as text."""
    if isinstance(value, UUID):
        return str(value)
    if isinstance(value, datetime | date):
        return value.isoformat().replace("+00:00", "Z")
    if isinstance(value, dict):
        return {
            camel(str(k)) if re.match(r"^[a-z_]+$", str(k)) else str(k): plain(v)
            for k, v in value.items()
        }
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    return value


def shown_field(key: str) -> str | None:
    """An event attribute's name in a history's changes; None for what is not shown (the
    event's own bookkeeping)."""
    if key in _META or key.startswith("_"):
        return None
    return _SECRETS.get(key) or camel(key)


def _fields(values: dict[str, Any]) -> dict[str, Any]:
    shown: dict[str, Any] = {}
    for key, value in values.items():
        name = shown_field(key)
        if name is not None:
            shown[name] = "(changed)" if key in _SECRETS else plain(value)
    return shown


@dataclass(frozen=True)
class HistoryEntry:
    version: int
    type: str
    time: str
    actor: str | None
    changes: dict[str, Any]


#: The fields of a change (as shown, camelCase, at any depth: a profile's `companyId`, a
#: marker's `facilityId`, a notification's `leaveId`) whose values are ids of another
#: record, and the kind of record each names; an event's `actor` is an account.
REFERENCES: dict[str, str] = {
    "actor": "account",
    "staffId": "account",
    "supervisorId": "account",
    "recipientId": "account",
    "notified": "account",  # the accounts an escalation told
    "companyId": "company",
    "landlordId": "company",
    "cleaningCompanyId": "company",
    "buildingId": "building",
    "floorId": "floor",
    "floorIds": "floor",
    "facilityId": "facility",
    "facilityIds": "facility",
    "projectId": "project",
    "deviceId": "device",
    "issueId": "issue",
    "taskId": "task",
    "scheduleId": "schedule",
    "leaveId": "leave",
    "inventoryId": "inventory",
}


def _referenced(kind: str, value: Any, found: dict[str, set[str]]) -> None:
    values = value if isinstance(value, list | tuple) else [value]
    found.setdefault(kind, set()).update(v for v in values if isinstance(v, str) and v)


def _walk(value: Any, found: dict[str, set[str]]) -> None:
    if isinstance(value, dict):
        for key, inner in value.items():
            if key in REFERENCES:
                _referenced(REFERENCES[key], inner, found)
            else:
                _walk(inner, found)
    elif isinstance(value, list | tuple):
        for inner in value:
            _walk(inner, found)


def mentions(entries: list[HistoryEntry]) -> dict[str, set[str]]:
    """The ids the entries name, by the kind of record: each actor, and every reference
    their changes hold."""
    found: dict[str, set[str]] = {}
    for entry in entries:
        if entry.actor:
            _referenced("account", entry.actor, found)
        _walk(entry.changes, found)
    return {kind: ids for kind, ids in found.items() if ids}


def history(
    app: ConsoleApplication, cls: type[Aggregate], aggregate_id: str, what: str
) -> list[HistoryEntry]:
    events = app.events_of(aggregate_id, what)
    if not isinstance(events[0], cls.Event):  # type: ignore[attr-defined]
        raise NotFound(what)
    return [
        HistoryEntry(
            version=event.originator_version,
            type=type(event).__name__,
            time=plain(event.timestamp),
            actor=getattr(event, "actor", None),
            changes=_fields(event.__dict__),
        )
        for event in events
    ]


def state_as_of(
    app: ConsoleApplication,
    cls: type[Aggregate],
    aggregate_id: str,
    what: str,
    moment: datetime,
) -> dict[str, Any]:
    events = app.events_of(aggregate_id, what)
    if not isinstance(events[0], cls.Event):  # type: ignore[attr-defined]
        raise NotFound(what)
    versions = [e.originator_version for e in events if e.timestamp <= moment]
    if not versions:
        raise NotFound(what, f"The {what} did not exist yet at {plain(moment)}")
    aggregate: Aggregate = app.repository.get(parse_id(aggregate_id, what), version=max(versions))
    state = _fields(dict(vars(aggregate)))
    return {
        "id": str(aggregate.id),
        "version": aggregate.version,
        "createdOn": plain(aggregate.created_on),
        "modifiedOn": plain(aggregate.modified_on),
        **state,
    }


#: The type of a facility's history entry for a check-in at its door (`domain.check_in`).
CHECKED_IN = "CheckedIn"


def with_check_ins(
    entries: list[HistoryEntry], check_ins: list[tuple[str, str, str]]
) -> list[HistoryEntry]:
    """A facility's history with its check-ins (each its id, staff id and time) in their
    places by time: each an entry of the facility's version at that moment, by the person
    who checked in. They are recorded apart from the facility, so as not to move its
    version under a form editing it."""
    timed = [(_moment(entry.time), 0, entry) for entry in entries]
    for check_in_id, staff_id, time in check_ins:
        entry = HistoryEntry(
            version=0,
            type=CHECKED_IN,
            time=time,
            actor=staff_id,
            changes={"checkInId": check_in_id, "staffId": staff_id, "time": time},
        )
        timed.append((_moment(time), 1, entry))
    merged: list[HistoryEntry] = []
    version = 0
    for _, _, entry in sorted(timed, key=lambda item: (item[0], item[1])):
        if entry.type == CHECKED_IN:
            entry = replace(entry, version=version)
        else:
            version = entry.version
        merged.append(entry)
    return merged


def _moment(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))
