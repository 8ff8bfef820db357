"""Stored events read with msgspec equal what the library's own transcoder reads, whatever
their state holds; so events stored before and after read the same."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from eventsourcing.persistence import (
    DatetimeAsISO,
    DecimalAsStr,
    JSONTranscoder,
    UUIDAsHex,
)
from hypothesis import given
from hypothesis import strategies as st

from application.transcoding import FastJSONTranscoder


def _registered(transcoder: JSONTranscoder) -> JSONTranscoder:
    for transcoding in (UUIDAsHex(), DecimalAsStr(), DatetimeAsISO()):
        transcoder.register(transcoding)
    return transcoder


STOCK = _registered(JSONTranscoder())
FAST = _registered(FastJSONTranscoder())

keys = st.one_of(st.sampled_from(["_type_", "_data_", "time", "values"]), st.text(max_size=6))
leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(),
    st.uuids(),
    st.decimals(allow_nan=False, allow_infinity=False),
    st.datetimes(timezones=st.just(UTC)),
)
states = st.recursive(
    leaves,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=4),
    max_leaves=20,
)


def _read(transcoder: JSONTranscoder, stored: bytes) -> tuple[str, str]:
    try:
        return "read", repr(transcoder.decode(stored))
    except Exception as error:  # a mark naming no known type: refused alike
        return "refused", type(error).__name__


@given(st.dictionaries(keys, states, max_size=6))
def test_any_stored_state_reads_as_the_library_reads_it(state: dict[str, Any]) -> None:
    stored = STOCK.encode(state)
    assert _read(FAST, stored) == _read(STOCK, stored)


def test_an_event_state_revives_its_times_identifiers_and_amounts() -> None:
    when = datetime(2026, 11, 23, 8, 30, tzinfo=UTC)
    state = {
        "timestamp": when,
        "originator_topic": "domain.issue:Issue",
        "reading": {"time": when, "id": uuid.UUID(int=7), "amount": Decimal("1.50")},
        "tags": [when, {"_type_": "not a mark"}],
    }
    read = FAST.decode(STOCK.encode(state))
    assert read == state
    assert read["reading"]["id"] == uuid.UUID(int=7)
