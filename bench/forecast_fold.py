"""What the refill forecast's read model costs a batch of readings, on SQLite.

    .venv/bin/python -m bench.forecast_fold                    # 200 devices, 120 batches

200 paper sensors send five readings each per batch of 1,000, five minutes apart, in order:
a batch is 25 minutes of their use, so 120 batches hold a window and more (the window fills
by the 116th). Each batch is folded by the forecast projection (`projections/projectors/
forecasts.py`) in one transaction, as the follower does. Prints the median time per batch
while the window fills and once it is full.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from domain.reading import Reading
from projections.projectors.forecasts import ForecastsProjection
from projections.store import SqliteReadStore

START = datetime(2026, 11, 1, tzinfo=UTC)
PER_BATCH = 5
MINUTES_APART = 5


def _reading(device: str, seq: int, at: datetime, distance: float) -> Reading.Recorded:
    """A reading as the readings log holds it."""
    fields: dict[str, Any] = {
        "originator_id": uuid.uuid4(),
        "originator_version": 1,
        "originator_topic": "domain.reading:Reading",
        "timestamp": at,
        "device_id": device,
        "identifier": device,
        "seq": seq,
        "time": at.isoformat(timespec="microseconds").replace("+00:00", "Z"),
        "values": {"range": distance},
        "source": "bench",
    }
    return Reading.Recorded(**fields)


def run(devices: int, batches: int) -> dict[str, Any]:
    store = SqliteReadStore(Path(tempfile.mkdtemp(prefix="bench-forecast-")) / "read.sqlite")
    projection = ForecastsProjection(store)
    projection.create_tables()
    ids = [str(uuid.uuid4()) for _ in range(devices)]
    with store.transaction() as tx:
        for device in ids:
            tx.execute(
                "INSERT INTO forecast_devices (device_id, kind, kpi_parameters)"
                " VALUES (?, 'toilet-paper', '{}')",
                (device,),
            )
    took: list[float] = []
    seq = 0
    for batch in range(batches):
        events = []
        for step in range(PER_BATCH):
            minute = (batch * PER_BATCH + step) * MINUTES_APART
            at = START + timedelta(minutes=minute)
            for device in ids:
                seq += 1
                events.append(_reading(device, seq, at, 20.0 + minute / 60 % 100))
        began = time.perf_counter()
        with store.transaction() as tx:
            projection.process_batch(events, tx)
        took.append(time.perf_counter() - began)
    full = 48 * 60 // (PER_BATCH * MINUTES_APART) + 1
    return {
        "devices": devices,
        "batches": batches,
        "readingsPerBatch": devices * PER_BATCH,
        "filling": _ms(took[5:full]),
        "full": _ms(took[full:]),
    }


def _ms(times: list[float]) -> dict[str, float] | None:
    if not times:
        return None
    return {
        "medianMsPerBatch": round(statistics.median(times) * 1000, 1),
        "p90MsPerBatch": round(statistics.quantiles(times, n=10)[8] * 1000, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--devices", type=int, default=200)
    parser.add_argument("--batches", type=int, default=140)
    args = parser.parse_args()
    print(json.dumps(run(args.devices, args.batches), indent=2))


if __name__ == "__main__":
    main()
