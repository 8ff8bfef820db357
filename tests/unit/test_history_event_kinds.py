"""The events a history can show, as the web client reads them: every event class of every
kind `GET /api/history/{kind}/{id}` replays, with the fields its changes carry. The client
keeps a copy (webui/src/components/history/event-kinds.json), and its tests fail while an
event there has no sentence of its own; this test fails while the copy lags the domain.

After adding or changing an event: `.venv/bin/python -m tests.unit.test_history_event_kinds`
rewrites the copy."""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import Any

from eventsourcing.domain import DomainEvent

from api.history.controller import KINDS
from application.history import shown_field

COPY = Path(__file__).parents[2] / "webui" / "src" / "components" / "history" / "event-kinds.json"


def _attributes(event: type[Any]) -> list[str]:
    """What the event carries beyond the bookkeeping every event has."""
    names: list[str] = []
    for cls in reversed(event.__mro__):
        for key in getattr(cls, "__annotations__", {}):
            if not key.startswith("originator_") and key != "timestamp" and key not in names:
                names.append(key)
    return names


def _fields(event: type[Any]) -> list[str]:
    return [name for key in _attributes(event) if (name := shown_field(key)) is not None]


def event_kinds() -> dict[str, dict[str, list[str]]]:
    """kind → event name → the fields its changes show. An aggregate's event bases that
    carry nothing (`Event`, an unused `Created`) are never recorded, and left out."""
    kinds: dict[str, dict[str, list[str]]] = {}
    for kind, found in KINDS.items():
        kinds[kind] = {
            name: _fields(value)
            for name, value in sorted(vars(found.aggregate).items())
            if inspect.isclass(value)
            and issubclass(value, DomainEvent)
            and name != "Event"
            and _attributes(value)
        }
    return kinds


def _text() -> str:
    return json.dumps(event_kinds(), indent=2, sort_keys=True) + "\n"


def test_the_web_clients_copy_lists_every_event_a_history_shows() -> None:
    assert COPY.read_text(encoding="utf-8") == _text(), (
        "run .venv/bin/python -m tests.unit.test_history_event_kinds"
    )


def test_the_list_holds_the_events_people_see() -> None:
    kinds = event_kinds()
    assert {"Amended", "Decided", "Deleted", "Requested", "Withdrawn"} <= set(kinds["leave"])
    assert not {"Event", "Created"} & set(kinds["leave"])
    assert kinds["leave"]["Decided"] == ["status", "remarks"]
    assert kinds["notification"]["Read"] == []
    assert "password" in kinds["account"]["PasswordChanged"]
    assert "Created" not in kinds["issue"] and "Opened" in kinds["issue"]


if __name__ == "__main__":
    COPY.write_text(_text(), encoding="utf-8")
