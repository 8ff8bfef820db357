"""Check-in at the door: the window in which a check-in vouches for a resolution, the
times a phone may send, the codes, and where check-ins fall in a facility's history."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from application.history import CHECKED_IN, HistoryEntry, with_check_ins
from domain.check_in import (
    CODE_LENGTH,
    MAX_AGE,
    MAX_AHEAD,
    VERIFY_WINDOW,
    CheckInCode,
    CheckInCodeOwner,
    new_code,
    verified_on_site,
)
from domain.commands.check_in import RecordCheckIn
from domain.errors import ValidationFailed

NOW = datetime(2026, 11, 26, 12, 0, tzinfo=UTC)
moments = st.datetimes(
    min_value=datetime(2020, 1, 1), max_value=datetime(2030, 1, 1), timezones=st.just(UTC)
)
gaps = st.timedeltas(min_value=-timedelta(days=1), max_value=timedelta(days=1))


@given(moments, gaps)
def test_a_check_in_vouches_only_for_a_resolution_within_the_window_after_it(
    checked_in: datetime, gap: timedelta
) -> None:
    assert verified_on_site(checked_in, checked_in + gap) is (timedelta(0) <= gap <= VERIFY_WINDOW)


@given(moments)
def test_the_window_holds_its_bounds(resolved: datetime) -> None:
    """A check-in at the moment of the resolution, or exactly the window before, vouches;
    a moment earlier, or any time after the resolution, does not."""
    tick = timedelta(microseconds=1)
    assert verified_on_site(resolved, resolved)
    assert verified_on_site(resolved - VERIFY_WINDOW, resolved)
    assert not verified_on_site(resolved - VERIFY_WINDOW - tick, resolved)
    assert not verified_on_site(resolved + tick, resolved)


def _check(time: datetime | None, code: str = "a-code") -> None:
    RecordCheckIn(code=code, time=time, now=NOW).check()


@given(st.timedeltas(min_value=-MAX_AGE, max_value=MAX_AHEAD))
def test_a_phone_may_send_a_scan_up_to_a_week_old_and_a_little_ahead(moved: timedelta) -> None:
    _check(NOW + moved)


@pytest.mark.parametrize(
    ("time", "code"),
    [
        (NOW - MAX_AGE - timedelta(seconds=1), "too-old"),
        (NOW + MAX_AHEAD + timedelta(seconds=1), "in-the-future"),
        (datetime(2026, 11, 26, 12, 0), "time-zone-required"),
    ],
)
def test_a_time_out_of_range_or_without_a_zone_is_refused(time: datetime, code: str) -> None:
    with pytest.raises(ValidationFailed) as refused:
        _check(time)
    assert [(v.field, v.code) for v in refused.value.violations] == [("time", code)]


def test_a_scan_without_a_time_is_now_and_without_a_code_is_refused() -> None:
    assert RecordCheckIn(code="c", time=None, now=NOW).moment == NOW
    with pytest.raises(ValidationFailed) as refused:
        _check(None, code="  ")
    assert [v.field for v in refused.value.violations] == ["code"]


def test_codes_are_long_random_and_case_sensitive() -> None:
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200 and {len(c) for c in codes} == {CODE_LENGTH}
    assert CheckInCodeOwner.create_id("AbC") != CheckInCodeOwner.create_id("abc")


def test_a_renewed_code_replaces_the_one_before() -> None:
    door = CheckInCode.issue("f1", "admin")
    first = door.code
    door.renew("admin")
    assert door.code != first and door.id == CheckInCode.create_id("f1")


def _entry(version: int, time: str) -> HistoryEntry:
    return HistoryEntry(version, "Updated", time, "admin", {})


def test_check_ins_take_their_places_in_a_facilitys_history_by_time() -> None:
    entries = [_entry(1, "2026-11-01T08:00:00.5Z"), _entry(2, "2026-11-03T08:00:00Z")]
    merged = with_check_ins(
        entries,
        [("c2", "s2", "2026-11-04T09:00:00.000000Z"), ("c1", "s1", "2026-11-02T09:00:00.000000Z")],
    )
    assert [(e.type, e.version, e.actor) for e in merged] == [
        ("Updated", 1, "admin"),
        (CHECKED_IN, 1, "s1"),
        ("Updated", 2, "admin"),
        (CHECKED_IN, 2, "s2"),
    ]
    assert merged[1].changes == {
        "checkInId": "c1",
        "staffId": "s1",
        "time": "2026-11-02T09:00:00.000000Z",
    }
