"""The refill forecast: when a consumable runs out or a bin fills, from its recent levels."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.forecast import (
    MIN_READINGS,
    REFILL_JUMP,
    WINDOW,
    LevelSample,
    Track,
    expire,
    extend,
    forecast,
    micros,
    naive,
    start,
    track_of,
    units,
    window_start,
)

T0 = datetime(2026, 11, 20, 8, tzinfo=UTC)


def _at(minutes: float) -> datetime:
    return T0 + timedelta(minutes=minutes)


def _line(start: float, rate: float, gaps: list[int], rising: bool = False) -> list[LevelSample]:
    """Readings of a level moving `rate` points an hour, at the given gaps in minutes."""
    samples, minute = [], 0
    for gap in gaps:
        minute += gap
        level = start + rate * minute / 60
        samples.append(LevelSample(_at(minute), level))
    return samples


gaps = st.lists(st.integers(min_value=1, max_value=90), min_size=MIN_READINGS, max_size=40)
rates = st.floats(min_value=0.2, max_value=5.0)
starts = st.floats(min_value=40.0, max_value=100.0)


@given(start=starts, rate=rates, gaps=gaps)
def test_a_steady_use_is_forecast_exactly(start: float, rate: float, gaps: list[int]) -> None:
    samples = [s for s in _line(start, -rate, gaps) if s.level > 0]
    if len(samples) < MIN_READINGS:
        return
    found = forecast(samples, rising=False)
    assert found is not None
    assert abs(found.rate_per_hour + rate) < 1e-6
    empty_at = _at(gaps[0]) + timedelta(hours=samples[0].level / rate)
    assert found.due_at is not None
    assert abs((found.due_at - empty_at).total_seconds()) < 1.0


@given(start=st.floats(min_value=0.0, max_value=50.0), rate=rates, gaps=gaps)
def test_a_bin_filling_steadily_is_forecast_full_exactly(
    start: float, rate: float, gaps: list[int]
) -> None:
    samples = [s for s in _line(start, rate, gaps) if s.level < 100]
    if len(samples) < MIN_READINGS:
        return
    found = forecast(samples, rising=True)
    assert found is not None and found.due_at is not None
    full_at = _at(gaps[0]) + timedelta(hours=(100 - samples[0].level) / rate)
    assert abs((found.due_at - full_at).total_seconds()) < 1.0


@st.composite
def streams_with_a_refill(draw: st.DrawFn) -> tuple[list[LevelSample], list[LevelSample]]:
    """Readings before a refill (anything), and a use after it that starts high."""
    before = draw(
        st.lists(
            st.tuples(st.integers(0, 600), st.floats(0.0, 30.0)),
            min_size=0,
            max_size=20,
        )
    )
    refill_at = 700
    after_gaps = draw(st.lists(st.integers(1, 60), min_size=1, max_size=20))
    top = draw(st.floats(min_value=60.0, max_value=100.0))
    rate = draw(st.floats(min_value=0.0, max_value=2.0))
    old = [LevelSample(_at(m), level) for m, level in before]
    new, minute = [LevelSample(_at(refill_at), top)], refill_at
    for gap in after_gaps:
        minute += gap
        new.append(LevelSample(_at(minute), max(0.0, top - rate * (minute - refill_at) / 60)))
    return old, new


@given(streams_with_a_refill(), streams_with_a_refill(), st.randoms())
@settings(max_examples=150)
def test_readings_before_the_last_refill_never_change_the_forecast(
    one: tuple[list[LevelSample], list[LevelSample]],
    other: tuple[list[LevelSample], list[LevelSample]],
    shuffle: random.Random,
) -> None:
    """Two streams with different pasts and the same use since a refill forecast alike,
    whatever order the readings arrived in (late ones included)."""
    old_one, new = one
    old_other, _ = other
    # The refill is a jump up from whatever came before it.
    old_one = [LevelSample(s.time, min(s.level, new[0].level - REFILL_JUMP - 1)) for s in old_one]
    old_other = [
        LevelSample(s.time, min(s.level, new[0].level - REFILL_JUMP - 1)) for s in old_other
    ]
    if old_one or old_other:
        # The last reading before the refill sits right before it in both streams.
        last_before = LevelSample(_at(650), 5.0)
        old_one, old_other = [*old_one, last_before], [*old_other, last_before]
    first = [*old_one, *new]
    second = [*old_other, *new]
    shuffle.shuffle(second)
    assert forecast(first, rising=False) == forecast(second, rising=False)
    alone = forecast(new, rising=False)
    assert forecast(first, rising=False) == alone


@given(
    start=st.floats(min_value=0.0, max_value=95.0),
    rises=st.lists(st.floats(min_value=0.0, max_value=REFILL_JUMP), min_size=2, max_size=30),
)
def test_a_level_that_never_falls_gives_no_due_time_for_a_consumable(
    start: float, rises: list[float]
) -> None:
    level, samples = start, [LevelSample(_at(0), start)]
    for index, rise in enumerate(rises, start=1):
        level = min(100.0, level + rise)
        samples.append(LevelSample(_at(index * 15), level))
    found = forecast(samples, rising=False)
    if found is not None and found.level > 0:
        assert found.due_at is None or found.due_at >= samples[-1].time


@given(
    levels=st.lists(st.floats(min_value=0.0, max_value=100.0), min_size=1, max_size=60),
    gaps=st.lists(st.integers(min_value=0, max_value=600), min_size=60, max_size=60),
    rising=st.booleans(),
)
def test_a_due_time_never_comes_before_the_rate_was_seen_unless_it_is_spent(
    levels: list[float], gaps: list[int], rising: bool
) -> None:
    """Whatever the stream (noise, gaps, readings at one time), a forecast that is not yet
    empty (or full) is due at or after its latest reading, and rests on readings it had."""
    minute, samples = 0, []
    for level, gap in zip(levels, gaps, strict=False):
        minute += gap
        samples.append(LevelSample(_at(minute), level))
    found = forecast(samples, rising=rising)
    if found is None:
        return
    assert MIN_READINGS <= found.readings <= len(samples)
    latest = max(s.time for s in samples)
    target = 100.0 if rising else 0.0
    if found.due_at is not None and found.level != target:
        assert found.due_at >= latest


def test_too_few_readings_since_the_refill_give_none() -> None:
    samples = [LevelSample(_at(0), 20.0), LevelSample(_at(30), 18.0), LevelSample(_at(60), 95.0)]
    assert forecast(samples, rising=False) is None
    assert forecast(samples[:2], rising=False) is None


def test_readings_older_than_the_window_are_left_out() -> None:
    old = LevelSample(_at(0), 99.0)
    recent = _line(80.0, -1.0, [60 * 60, 60, 60, 60])
    assert forecast([old, *recent], rising=False) == forecast(recent, rising=False)
    assert recent[0].time - old.time > WINDOW


def test_an_emptied_bin_starts_a_new_stretch() -> None:
    filling = _line(10.0, 5.0, [60] * 10)  # up to 60 %
    emptied = [
        LevelSample(filling[-1].time + timedelta(minutes=m), 2.0 + m / 60) for m in (30, 90, 150)
    ]
    found = forecast([*filling, *emptied], rising=True)
    assert found is not None and found.readings == 3
    assert abs(found.rate_per_hour - 1.0) < 1e-9


def test_a_spent_consumable_is_due_when_it_ran_out() -> None:
    samples = [*_line(20.0, -5.0, [60, 60]), LevelSample(_at(240), 0.0), LevelSample(_at(300), 0.0)]
    found = forecast(samples, rising=False)
    assert found is not None and found.due_at == _at(240) and found.level == 0.0


def test_the_naive_baseline_carries_the_last_interval_on() -> None:
    samples = [LevelSample(_at(0), 80.0), LevelSample(_at(60), 70.0), LevelSample(_at(120), 68.0)]
    assert naive(samples, rising=False) == _at(120) + timedelta(hours=34)


def _fold(points: list[tuple[int, int]], rising: bool) -> Track:
    """A track kept a reading at a time, in time order, the window's leftovers expired as
    the read model expires them: from the readings it still holds."""
    kept: list[tuple[int, int]] = []
    track: Track | None = None
    for at, level in points:
        kept.append((at, level))
        track = start(at, level, rising) if track is None else extend(track, at, level, rising)
        cutoff = window_start(at)
        gone = [p for p in kept if p[0] < cutoff]
        if gone:
            kept = [p for p in kept if p[0] >= cutoff]
            first = min(p[0] for p in kept if p[0] >= track.first_at) if track.n else at
            track = expire(track, gone, max(first, track.first_at))
    assert track is not None
    return track


@given(
    steps=st.lists(
        st.tuples(st.integers(0, 900), st.floats(0.0, 100.0), st.booleans()),
        min_size=1,
        max_size=60,
    ),
    rising=st.booleans(),
)
@settings(max_examples=200)
def test_a_track_kept_reading_by_reading_is_the_track_of_them_all(
    steps: list[tuple[int, float, bool]], rising: bool
) -> None:
    """Following the readings as they come (refills, gaps past the window, readings at
    empty or full) keeps the very integers a track made of them all at once has."""
    at, points = micros(T0), []
    for gap, level, at_target in steps:
        at += gap * 60_000_000 + 1
        points.append((at, units((100.0 if rising else 0.0) if at_target else level)))
    assert _fold(points, rising) == track_of(points, rising)
