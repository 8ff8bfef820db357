"""When a consumable runs out or a bin fills: a forecast from a device's recent levels.

Pure: the caller (a projection) hands over the levels it keeps, in any order. The levels are
ordered by the time they were measured, cut to the window before the latest, and split where
the device was refilled (a consumable's level jumps up) or emptied (a bin's fill drops); only
the readings since the last such jump count. The rate is the least-squares slope of level over
time in that stretch, and the forecast is when the fitted line reaches empty (a consumable, 0 %)
or full (a bin, 100 %); a device already there was due when it got there.

What the forecast needs of a stretch is a `Track`: the latest reading, where the stretch and
its last run at empty (or full) begin, and the sums of the line, kept as exact integers
(times in microseconds, levels in billionths of a point). A track is made from the readings
at once (`track_of`) or a reading at a time as they come in order (`extend`, then `expire`
what the window left behind): both give the very same integers, so a read model that keeps
a track per device answers alike however its batches fell.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from domain.kinds import DeviceKind

#: How far back before the latest reading the forecast looks: from this long before the
#: start of the latest reading's hour (so the window moves on once an hour, 48 to 49 hours).
WINDOW = timedelta(hours=48)
#: A change against the direction of use larger than this (percentage points) is a refill
#: (or an emptying): a new stretch of use starts there.
REFILL_JUMP = 15.0
#: Fewer readings than this since the last refill give no forecast.
MIN_READINGS = 3
#: A due time further off than this is no forecast (the level hardly moves).
HORIZON = timedelta(days=365)
EMPTY = 0.0
FULL = 100.0

_HOUR = 3600.0


@dataclass(frozen=True, order=True)
class LevelSample:
    """A level (0..100 %) as measured at a time."""

    time: datetime
    level: float


@dataclass(frozen=True)
class Forecast:
    """The level at the latest reading, its change per hour (negative while a consumable is
    used, positive while a bin fills), when it reaches empty or full (None: not while it does
    not move that way), and how many readings it rests on."""

    level: float
    rate_per_hour: float
    due_at: datetime | None
    readings: int


def fills(kind: str) -> bool:
    """Whether the device's level rises as it is used (a bin) rather than falls."""
    return kind == DeviceKind.BIN_FULL


#: A reading as the forecast computes with it: microseconds since the epoch, and its level.
Point = tuple[int, float]
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MICROS_PER_HOUR = 3_600_000_000
#: Levels are counted in billionths of a point, so the sums are exact.
LEVEL_UNIT = 1_000_000_000
WINDOW_MICROS = WINDOW // timedelta(microseconds=1)


def window_start(latest_at: int) -> int:
    """The earliest time (µs) a reading counts when the latest was measured at `latest_at`."""
    return latest_at - latest_at % _MICROS_PER_HOUR - WINDOW_MICROS


def micros(moment: datetime) -> int:
    """A time as whole microseconds since the epoch: exact, so windows cut alike anywhere."""
    return (moment - _EPOCH) // timedelta(microseconds=1)


def units(level: float) -> int:
    """A level (0..100) in billionths of a point."""
    return round(level * LEVEL_UNIT)


@dataclass(frozen=True)
class Track:
    """A device's stretch of use since its last refill (within the window): its latest
    reading (time, level in units), its first reading's time, where its last run at the
    target began (None: the latest is not there), and the line's sums over its readings."""

    latest_at: int
    latest_level: int
    first_at: int
    run_at: int | None
    n: int
    st: int
    sy: int
    stt: int
    sty: int


def _target(rising: bool) -> int:
    return units(FULL if rising else EMPTY)


def start(at: int, level: int, rising: bool) -> Track:
    """A stretch of one reading (the first, or the first after a refill)."""
    run = at if level == _target(rising) else None
    return Track(at, level, at, run, 1, at, level, at * at, at * level)


def is_refill(before: int, after: int, rising: bool, jump: float = REFILL_JUMP) -> bool:
    """Whether the level moved against its use by more than the jump: refilled (emptied)."""
    change = after - before
    return (change < -units(jump)) if rising else (change > units(jump))


def extend(track: Track, at: int, level: int, rising: bool, jump: float = REFILL_JUMP) -> Track:
    """The track with a reading measured after its latest (later, or as late and higher)."""
    if is_refill(track.latest_level, level, rising, jump):
        return start(at, level, rising)
    at_target = level == _target(rising)
    run = (track.run_at if track.run_at is not None else at) if at_target else None
    return Track(
        at,
        level,
        track.first_at,
        run,
        track.n + 1,
        track.st + at,
        track.sy + level,
        track.stt + at * at,
        track.sty + at * level,
    )


def expire(track: Track, gone: Iterable[tuple[int, int]], first_at: int) -> Track:
    """The track without the readings the window left behind (`gone`: those before its
    cut-off, of the track or not), `first_at` the time of its first reading left."""
    n, st, sy, stt, sty = track.n, track.st, track.sy, track.stt, track.sty
    for at, level in gone:
        if at >= track.first_at:
            n, st, sy, stt, sty = n - 1, st - at, sy - level, stt - at * at, sty - at * level
    run = None if track.run_at is None else max(track.run_at, first_at)
    return Track(track.latest_at, track.latest_level, first_at, run, n, st, sy, stt, sty)


def track_of(
    points: Iterable[tuple[int, int]], rising: bool, jump: float = REFILL_JUMP
) -> Track | None:
    """The track of readings (time, level in units) given in any order: those since the
    last refill within the window before the latest."""
    ordered = sorted(points)
    if not ordered:
        return None
    cutoff = window_start(ordered[-1][0])
    track: Track | None = None
    for at, level in ordered:
        if at < cutoff:
            continue
        track = (
            start(at, level, rising) if track is None else extend(track, at, level, rising, jump)
        )
    return track


def forecast_of(
    track: Track | None, rising: bool, min_readings: int = MIN_READINGS
) -> Forecast | None:
    """The forecast of a track, or None while it holds too few readings."""
    if track is None or track.n < min_readings:
        return None
    n = track.n
    spread = n * track.stt - track.st * track.st
    slope = None if spread <= 0 else (n * track.sty - track.st * track.sy) / spread
    rate = 0.0 if slope is None else slope * _MICROS_PER_HOUR / LEVEL_UNIT
    if track.run_at is not None:
        due: int | None = track.run_at
    elif slope is None or ((slope <= 0) if rising else (slope >= 0)):
        due = None
    else:
        mean_t, mean_y = track.st / n, track.sy / n
        due = _due(mean_t + (_target(rising) - mean_y) / slope, track.latest_at)
    return Forecast(
        level=track.latest_level / LEVEL_UNIT,
        rate_per_hour=rate,
        due_at=None if due is None else _moment(due),
        readings=n,
    )


def _due(at: float, latest: int) -> int | None:
    """When the line reaches the target, never before the latest reading; None beyond the
    horizon (the level hardly moves)."""
    if at - latest > HORIZON // timedelta(microseconds=1):
        return None
    return max(round(at), latest)


def forecast(
    samples: Iterable[LevelSample],
    rising: bool,
    *,
    jump: float = REFILL_JUMP,
    min_readings: int = MIN_READINGS,
) -> Forecast | None:
    """The forecast from a device's levels, or None while too few readings follow the last
    refill (or emptying) within the window before the latest reading."""
    points = [(micros(s.time), s.level) for s in samples]
    return forecast_points(points, rising, jump=jump, min_readings=min_readings)


def forecast_points(
    points: Iterable[Point],
    rising: bool,
    *,
    jump: float = REFILL_JUMP,
    min_readings: int = MIN_READINGS,
) -> Forecast | None:
    """`forecast` of readings given as points (time in microseconds, level), in any order."""
    track = track_of(((at, units(level)) for at, level in points), rising, jump)
    return forecast_of(track, rising, min_readings)


def _moment(at: int) -> datetime:
    return _EPOCH + timedelta(microseconds=at)


def naive(samples: Iterable[LevelSample], rising: bool) -> datetime | None:
    """The baseline: the rate of the last interval between two readings, carried on."""
    ordered = sorted(samples)
    if len(ordered) < 2:
        return None
    before, last = ordered[-2], ordered[-1]
    hours = (last.time - before.time).total_seconds() / _HOUR
    if hours <= 0:
        return None
    rate = (last.level - before.level) / hours
    target = FULL if rising else EMPTY
    if (rate <= 0) if rising else (rate >= 0):
        return None
    ahead = timedelta(hours=(target - last.level) / rate) if abs(rate) > 1e-9 else HORIZON
    return None if ahead >= HORIZON else last.time + ahead
