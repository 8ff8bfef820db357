"""The refill forecast's error in hours, against a naive baseline, over simulated fortnights.

    .venv/bin/python -m bench.forecast                          # 200 devices, 14 days
    .venv/bin/python -m bench.forecast --devices 500 --seed 7 --out forecast.json

Each device is a paper roll, a soap dispenser (their level falls to empty) or a bin (its
fill rises to full), used by a daily pattern of its own: a few busy hours at random times
of day, quiet nights, each day busier or quieter than the last. It is refilled (or emptied)
at a random level, sometimes only after it ran out (or filled). It reports its level every
ten minutes or so, with sensor noise, a reading lost now and then and some arriving late.

Every hour of the fortnight, each device's forecast (`domain.forecast`, from the readings it
had sent by then) is set against when it actually ran out or filled next, if it did before
its next refill: the error is the distance in hours. The baseline, in the same run over the
same moments: the rate of the last interval between two readings, carried on
(`domain.forecast.naive`). Both are scored where each gives a due time; how often each does
is reported beside (the forecast waits for three readings since a refill, and neither
forecasts a level that is not moving).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from domain.forecast import (
    EMPTY,
    FULL,
    LevelSample,
    Point,
    forecast_points,
    micros,
    naive,
)

START = datetime(2026, 11, 2, tzinfo=UTC)
_US_PER_HOUR = 3_600_000_000
#: How far ahead the errors are broken down by: hours to the actual run-out.
HORIZONS = ((0, 6), (6, 24), (24, 10_000))


@dataclass
class Device:
    rising: bool
    readings: list[Point]  # as sent, in arrival order
    spent_at: list[int]  # when it ran out (or filled), each time it did
    refilled_at: list[int]  # when it was refilled (or emptied)


def _profile(rng: random.Random) -> list[float]:
    """Use per hour of the day (points an hour): busy hours, a quiet night."""
    peak = rng.uniform(1.0, 6.0)
    busy = {rng.randrange(7, 21) for _ in range(rng.randint(2, 4))}
    return [
        0.05 * peak if hour < 6 or hour >= 22 else peak * (1.0 if hour in busy else 0.35)
        for hour in range(24)
    ]


def simulate(rng: random.Random, days: int) -> Device:
    """A device's fortnight: the true level minute by minute, what it sent, and when it ran
    out (or filled) and was refilled."""
    rising = rng.random() < 1 / 3
    profile = _profile(rng)
    level = rng.uniform(0.0, 20.0) if rising else rng.uniform(80.0, 100.0)
    device = Device(rising, [], [], [])
    busy_day, refill_at, spent = 1.0, _refill_level(rng, rising), False
    next_report = rng.randint(0, 10)
    for minute in range(days * 24 * 60):
        if minute % (24 * 60) == 0:
            busy_day = rng.uniform(0.6, 1.4)
        at = micros(START + timedelta(minutes=minute))
        use = profile[(minute // 60) % 24] * busy_day / 60 * rng.uniform(0.5, 1.5)
        level = min(FULL, level + use) if rising else max(EMPTY, level - use)
        if not spent and level == (FULL if rising else EMPTY):
            spent = True
            device.spent_at.append(at)
        due = (level >= refill_at) if rising else (level <= refill_at)
        if due or (spent and rng.random() < 1 / 180):
            level = rng.uniform(0.0, 4.0) if rising else rng.uniform(92.0, 100.0)
            device.refilled_at.append(at)
            refill_at, spent = _refill_level(rng, rising), False
        if minute == next_report:
            next_report += rng.randint(8, 12)
            _report(rng, device, at, level)
    return device


def _refill_level(rng: random.Random, rising: bool) -> float:
    """Where the next refill (or emptying) comes: at a random level, or only once spent."""
    if rng.random() < 0.4:
        return FULL + 1 if rising else EMPTY - 1  # never reached: refilled once spent
    return rng.uniform(55.0, 95.0) if rising else rng.uniform(5.0, 45.0)


def _report(rng: random.Random, device: Device, at: int, level: float) -> None:
    """The reading sent: noisy, now and then lost, some arriving after the next."""
    if rng.random() < 0.03:
        return  # lost
    measured = min(FULL, max(EMPTY, level + rng.gauss(0.0, 1.0)))
    device.readings.append((at, measured))
    if len(device.readings) >= 2 and rng.random() < 0.05:
        device.readings[-1], device.readings[-2] = device.readings[-2], device.readings[-1]


def _next(moments: list[int], after: int) -> int | None:
    return next((m for m in moments if m > after), None)


def score(device: Device, errors: dict[str, list[tuple[float, float]]], counts: Any) -> None:
    """Each hour: both forecasts from the readings arrived by then, set against the next
    time the device actually ran out (or filled), when no refill came first."""
    arrived: list[Point] = []
    pending = iter(device.readings)
    upcoming = next(pending, None)
    first = device.readings[0][0] if device.readings else 0
    for now in range(first + _US_PER_HOUR, device.readings[-1][0], _US_PER_HOUR):
        while upcoming is not None and upcoming[0] <= now:
            arrived.append(upcoming)
            upcoming = next(pending, None)
        spent = _next(device.spent_at, now)
        refill = _next(device.refilled_at, now)
        if spent is None or (refill is not None and refill < spent):
            continue
        counts["moments"] += 1
        truth = (spent - now) / _US_PER_HOUR
        found = forecast_points(arrived, device.rising)
        ours = None if found is None or found.due_at is None else _error(found.due_at, spent)
        baseline = naive([LevelSample(_at(at), level) for at, level in arrived], device.rising)
        theirs = None if baseline is None else _error(baseline, spent)
        for name, error in (("forecast", ours), ("naive", theirs)):
            if error is not None:
                errors[name].append((truth, error))
        if ours is not None and theirs is not None:
            errors["bothForecast"].append((truth, ours))
            errors["bothNaive"].append((truth, theirs))


def _error(due: datetime, spent: int) -> float:
    return abs(micros(due) - spent) / _US_PER_HOUR


def _at(at: int) -> datetime:
    return START + timedelta(microseconds=at - micros(START))


def _figures(found: list[tuple[float, float]], moments: int) -> dict[str, Any]:
    def summary(errors: list[float]) -> dict[str, Any]:
        if not errors:
            return {"scored": 0}
        cuts = statistics.quantiles(errors, n=10) if len(errors) > 1 else [errors[0]] * 9
        return {
            "scored": len(errors),
            "medianHours": round(statistics.median(errors), 2),
            "p90Hours": round(cuts[8], 2),
        }

    out = summary([error for _, error in found])
    out["coverage"] = round(len(found) / moments, 3) if moments else 0.0
    out["byHorizon"] = {
        f"{low}-{high if high < 10_000 else ''}h": summary(
            [error for truth, error in found if low <= truth < high]
        )
        for low, high in HORIZONS
    }
    return out


def run(devices: int, days: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    errors: dict[str, list[tuple[float, float]]] = {
        name: [] for name in ("forecast", "naive", "bothForecast", "bothNaive")
    }
    counts = {"moments": 0, "readings": 0, "runOuts": 0}
    began = time.perf_counter()
    for _ in range(devices):
        device = simulate(rng, days)
        counts["readings"] += len(device.readings)
        counts["runOuts"] += len(device.spent_at)
        if device.readings:
            score(device, errors, counts)
    return {
        "devices": devices,
        "days": days,
        "seed": seed,
        **counts,
        "forecast": _figures(errors["forecast"], counts["moments"]),
        "naive": _figures(errors["naive"], counts["moments"]),
        # Only the moments where both give a due time.
        "whereBoth": {
            "forecast": _figures(errors["bothForecast"], counts["moments"]),
            "naive": _figures(errors["bothNaive"], counts["moments"]),
        },
        "seconds": round(time.perf_counter() - began, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--devices", type=int, default=200)
    parser.add_argument("--days", type=int, default=14)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    text = json.dumps(run(args.devices, args.days, args.seed), indent=2)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")


if __name__ == "__main__":
    main()
