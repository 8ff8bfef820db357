"""On the embedded SQLite store, a batch of readings taken while another process writes the
same log waits for it, rather than failing at once with "database is locked" (which the API
would answer 503): `hygiene serve` and `hygiene ingest` may both write the readings log."""

from __future__ import annotations

import json
import sqlite3
import threading
from datetime import UTC, datetime
from pathlib import Path

import pytest

from hygiene.bootstrap import Console
from tests.sensors import register_landlord, register_sensor


@pytest.mark.parametrize("settings", ["sqlite"], indirect=True)
def test_a_batch_waits_for_another_writer_of_the_readings_log(console: Console) -> None:
    register_sensor(console, register_landlord(console), "id:6:00000000BEEF")
    console.settle(timeout=30)
    now = datetime.now(UTC).isoformat()
    batch = [
        json.dumps(
            {"device": "id:6:00000000BEEF", "time": now, "seq": seq, "readings": {"rssi": -70}}
        ).encode()
        for seq in range(1, 4)
    ]
    console.intake.take(batch[:1], "test")  # the log has rows the next batch must look up

    other = sqlite3.connect(Path(console.settings.data_dir) / "readings.sqlite", timeout=1)
    other.isolation_level = None
    other.execute("BEGIN IMMEDIATE")  # another process is writing the log
    outcome: list[object] = []
    taking = threading.Thread(target=lambda: outcome.append(_take(console, batch)))
    taking.start()
    taking.join(timeout=0.5)
    assert taking.is_alive(), f"the batch did not wait for the other writer: {outcome}"
    other.execute("COMMIT")
    taking.join(timeout=30)
    other.close()
    assert [o.status for o in outcome[0]] == ["duplicate", "accepted", "accepted"]  # type: ignore[attr-defined]


def _take(console: Console, batch: list[bytes]) -> object:
    try:
        return console.intake.take(batch, "test")
    except Exception as error:  # the test reports it
        return error
