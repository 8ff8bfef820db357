"""What a history mentions, for its `names`: every id held under a reference field at any
depth (a profile's company, a marker's facility, a notification's leave), and each actor;
nothing else, however much it looks like an id."""

from __future__ import annotations

import uuid
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from application.history import REFERENCES, HistoryEntry, mentions

ids = st.uuids().map(str)
plain_keys = st.sampled_from(["name", "remarks", "values", "x", "markers", "profile", "fields"])


@st.composite
def changes(draw: st.DrawFn, depth: int = 0) -> tuple[Any, set[tuple[str, str]]]:
    """A change's value and the (kind, id) references it holds."""
    if depth >= 3 or draw(st.booleans()):
        return draw(st.one_of(ids, st.integers(), st.none(), st.text(max_size=5))), set()
    if draw(st.booleans()):
        items = [draw(changes(depth + 1)) for _ in range(draw(st.integers(0, 3)))]
        return [v for v, _ in items], set().union(*(r for _, r in items))
    value: dict[str, Any] = {}
    held: set[tuple[str, str]] = set()
    keys = draw(st.lists(st.one_of(st.sampled_from(sorted(REFERENCES)), plain_keys), unique=True))
    for key in keys:
        if key in REFERENCES:
            named = draw(st.lists(ids, max_size=3))
            one = len(named) == 1 and draw(st.booleans())
            value[key] = named[0] if one else named
            held |= {(REFERENCES[key], i) for i in named}
        else:
            value[key], inner = draw(changes(depth + 1))
            held |= inner
    return value, held


@given(st.lists(st.tuples(st.one_of(st.none(), ids), changes()), max_size=4))
def test_every_reference_and_actor_is_mentioned_and_nothing_else(
    events: list[tuple[str | None, tuple[Any, set[tuple[str, str]]]]],
) -> None:
    entries, expected = [], set()
    for version, (actor, (value, held)) in enumerate(events, start=1):
        shown = value if isinstance(value, dict) else {"values": value}
        entries.append(HistoryEntry(version, "Changed", "2026-11-21T08:00:00Z", actor, shown))
        expected |= held
        if actor:
            expected.add(("account", actor))
    found = {(kind, i) for kind, found_ids in mentions(entries).items() for i in found_ids}
    assert found == expected


def test_a_notifications_fields_and_a_floors_markers_are_read() -> None:
    leave, facility, company = (str(uuid.uuid4()) for _ in range(3))
    entries = [
        HistoryEntry(1, "Sent", "t", "rules", {"fields": {"leaveId": leave}}),
        HistoryEntry(2, "MarkersPlaced", "t", None, {"markers": [{"facilityId": facility}]}),
        HistoryEntry(3, "ProfileUpdated", "t", None, {"profile": {"companyId": company}}),
    ]
    assert mentions(entries) == {
        "account": {"rules"},
        "leave": {leave},
        "facility": {facility},
        "company": {company},
    }
