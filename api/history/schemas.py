"""What `GET /api/history/{kind}/{id}` answers: the events, with the names of what they
mention, or the state as of a moment."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec

from api.record_names import NameOut
from api.schema import Out
from application.history import HistoryEntry


def _described(text: str) -> msgspec.Meta:
    return msgspec.Meta(extra_json_schema={"description": text})


class EventOut(Out):
    """One recorded event, raw, as an auditor reads it."""

    version: int
    type: Annotated[str, _described("The event's name: Registered, Updated, Decided, …")]
    time: Annotated[str, _described("When it was recorded, UTC")]
    actor: Annotated[
        str | None,
        _described("The account that caused it; `rules` or `system` for the console itself"),
    ]
    changes: Annotated[
        dict[str, Any],
        _described('The fields it set, camelCase; secrets only as "(changed)"'),
    ]


class HistoryOut(Out):
    kind: str
    id: str
    events: Annotated[list[EventOut], _described("Oldest first")]
    names: Annotated[
        dict[str, NameOut],
        _described(
            "By id, the records the events mention (each actor, and every id a change"
            " holds) that the caller sees; an id left out is shown unnamed"
        ),
    ]


class StateOut(Out):
    kind: str
    id: str
    as_of: str
    state: Annotated[dict[str, Any], _described("The record as it was at `asOf`")]


def event_out(entry: HistoryEntry) -> EventOut:
    return EventOut(
        version=entry.version,
        type=entry.type,
        time=entry.time,
        actor=entry.actor,
        changes=entry.changes,
    )
