"""The auditor's view of an issue: the readings that led to it, and every event of the
issue, its tasks and its notifications in time order."""

from __future__ import annotations

from typing import Any

from api.console import Console
from api.input import stored_moment
from api.record_names import NameOut, names_of
from api.tenancy import Tenancy
from application.history import HistoryEntry, history, mentions
from domain.issue import Issue
from domain.notification import Notification
from domain.task import AdHocTask
from projections.queries import issues

# How many of the device's readings up to the one that raised an issue its history shows:
# an hour of a sensor reporting every five minutes; enough for a run of poor ratings.
READINGS_BEFORE_AN_ISSUE = 12


def readings_leading_to(
    console: Console, device_id: str | None, trigger: dict[str, Any] | None
) -> list[dict[str, Any]]:
    """The readings of the device up to the one that raised the issue, oldest first."""
    seq = trigger.get("seq") if trigger else None
    if not device_id or not isinstance(seq, int):
        return []
    return [
        {"seq": r.seq, "time": r.time, "values": r.values, "raisedIt": r.seq == seq}
        for r in console.readings.leading_to(device_id, seq, READINGS_BEFORE_AN_ISSUE)
    ]


def issue_trail(console: Console, tenancy: Tenancy, issue_id: str) -> dict[str, Any]:
    """`events`: the issue's events, then each task's and notification's, merged in time
    order; `names`: the records they mention that the caller sees, by id."""
    entries: list[tuple[str, str, HistoryEntry]] = [
        ("issue", issue_id, e) for e in history(console.issues, Issue, issue_id, "issue")
    ]
    classes: dict[str, type[Any]] = {"task": AdHocTask, "notification": Notification}
    for link in issues.trail_of(console.store, issue_id):
        kind, object_id = link["kind"], link["object_id"]
        entries.extend(
            (kind, object_id, e) for e in history(console.issues, classes[kind], object_id, kind)
        )
    order = {"issue": 0, "task": 1, "notification": 2}
    entries.sort(
        key=lambda item: (stored_moment(item[2].time), order[item[0]], item[1], item[2].version)
    )
    mentioned = mentions([entry for _, _, entry in entries])
    for kind, object_id, _ in entries:  # the issue and its tasks themselves
        if kind in ("issue", "task"):
            mentioned.setdefault(kind, set()).add(object_id)
    names = names_of(console, tenancy, mentioned)
    recipients = {
        object_id: str(entry.changes.get("recipientId") or "")
        for kind, object_id, entry in entries
        if kind == "notification" and entry.changes.get("recipientId")
    }
    return {
        "events": [
            _shown(kind, object_id, entry, recipients, names) for kind, object_id, entry in entries
        ],
        "names": names,
    }


def _name(names: dict[str, NameOut], account_id: str | None) -> str | None:
    found = names.get(account_id or "")
    return found.name if found else None


def _shown(
    kind: str,
    object_id: str,
    entry: HistoryEntry,
    recipients: dict[str, str],
    names: dict[str, NameOut],
) -> dict[str, Any]:
    item: dict[str, Any] = {
        "object": kind,
        "objectId": object_id,
        "version": entry.version,
        "type": entry.type,
        "time": entry.time,
        "actor": entry.actor,
        # As `names` has it: only people the caller sees are named.
        "actorName": _name(names, entry.actor),
        "changes": entry.changes,
    }
    if kind == "notification":
        # Whom each notification went to, by name.
        item["recipient"] = recipients.get(object_id)
        item["recipientName"] = _name(names, recipients.get(object_id))
    return item
