"""End-to-end ingest on PostgreSQL, against a raw COPY of the same rows in the same run.

    .venv/bin/python -m bench.ingest [--messages 50000] [--batch 1000] [--devices 200]

End to end means: the HTTP batch body is decoded, each reading is stored as an event (with
its duplicate check), the readings projection has folded it into the device's status row,
and the rules have evaluated it and recorded any issue it raised. The baseline COPYs the
stored-event rows those readings become into a table of the same shape: the floor that any
Python on top of PostgreSQL is measured against.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

import msgspec
import psycopg

from application.readings import stored_reading
from domain.commands.device import RegisterDevice
from domain.commands.organisation import RegisterCompany
from domain.reading import Reading
from domain.sensor_message import ReadingMessage
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from ingest.messages import decode_batch
from ingest.simulator import devices_of, ticks

URL = os.environ.get("HYGIENE_BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/test")
KINDS = [
    "toilet-paper",
    "soap-dispenser",
    "bin-full",
    "people-counter",
    "water-meter",
    "feedback-panel",
    "odour",
    "temp-humidity",
]


def bodies(identifiers: list[str], kinds: list[str], messages: int, batch: int) -> list[bytes]:
    """The simulator's realistic traffic: one message per device a round, five minutes apart."""
    rows = [{"identifier": i, "kind": k} for i, k in zip(identifiers, kinds, strict=True)]
    devices = devices_of(rows, seed=11, first_seq=0)
    rounds = -(-messages // len(devices))
    start = datetime.now(UTC) - timedelta(minutes=5 * rounds)
    flat = [m for round_ in ticks(devices, rounds, 5.0, start) for m in round_][:messages]
    return [
        msgspec.json.encode({"messages": flat[first : first + batch]})
        for first in range(0, len(flat), batch)
    ]


def baseline_copy(rows: list[tuple[uuid.UUID | str, int, str, bytes]], schema: str) -> float:
    with psycopg.connect(URL) as conn:
        conn.execute(f'SET search_path TO "{schema}"')
        conn.execute(
            "CREATE TABLE copy_baseline (originator_id uuid, originator_version bigint,"
            " topic text, state bytea, notification_id bigserial,"
            " PRIMARY KEY (originator_id, originator_version))"
        )
        conn.commit()
        started = time.perf_counter()
        with (
            conn.cursor() as cursor,
            cursor.copy(
                "COPY copy_baseline (originator_id, originator_version, topic, state)"
                " FROM STDIN (FORMAT BINARY)"
            ) as copy,
        ):
            copy.set_types(["uuid", "int8", "text", "bytea"])
            for row in rows:
                copy.write_row(row)
        conn.commit()
        return time.perf_counter() - started


def _projector_process(settings: Settings, only: str | None) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "HYGIENE_DATABASE_URL": URL,
        "HYGIENE_DATABASE_SCHEMA": settings.database_schema,
        "HYGIENE_DATA_DIR": str(settings.data_dir),
        "HYGIENE_LOG_LEVEL": "warning",
    }
    command = [str(Path(sys.executable).with_name("hygiene")), "project"]
    if only:
        command += ["--only", only]
    return subprocess.Popen(command, env=env)


def _cpu_seconds(pid: int) -> float:
    """User plus system CPU time a live process has used so far (Linux /proc)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _postgres_cpu_seconds() -> float:
    """CPU time of every PostgreSQL process on this machine (the server is local here)."""
    total = 0.0
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if (entry / "comm").read_text().strip() in {"postgres", "postmaster"}:
                    total += _cpu_seconds(int(entry.name))
            except OSError:
                continue
    return total


def _wait_until_idle(workers: list[subprocess.Popen[bytes]]) -> None:
    """Until the followers have started and caught up (their CPU time stands still)."""
    before = -1.0
    while workers:
        time.sleep(0.5)
        now = sum(_cpu_seconds(worker.pid) for worker in workers)
        if now == before:
            return
        before = now


def _wait_until_visible(console: Console, messages: int) -> None:
    """Until every reading is in a status row, the rules have read past the last one, and
    the issues they raised are in the read tables."""
    last = console.readings.recorder.max_notification_id() or 0
    while True:
        visible = console.store.scalar("SELECT SUM(readings_count) FROM device_status") or 0
        if visible >= messages and console.issues.tracked_position("readings") >= last:
            break
        time.sleep(0.02)
    raised = console.issues.recorder.max_notification_id() or 0
    followers = [p.name for p in console.projections if "issues" in p.upstream]
    while any(console.store.position(name, "issues") < raised for name in followers):
        time.sleep(0.02)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--messages", type=int, default=50_000)
    parser.add_argument("--batch", type=int, default=1000)
    parser.add_argument("--devices", type=int, default=200)
    parser.add_argument(
        "--mode",
        choices=["pipelined", "split", "sequential"],
        default="pipelined",
        help="pipelined: intake here, read tables and rules in one `hygiene project`"
        " process, as the production stack runs them; split: tables and rules in a process"
        " each; sequential: all in this process, batch by batch",
    )
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()

    schema = f"bench_{uuid.uuid4().hex[:8]}"
    settings = Settings(
        data_dir=Path("/tmp") / schema, database_url=URL, database_schema=schema, secret_key="bench"
    )
    console = build_console(settings, follow=False)
    try:
        company = RegisterCompany(name="Bench", type="LANDLORD", code="BENCH")
        landlord = str(console.organisation.register_company(company, "b"))
        identifiers, kinds = [], []
        for n in range(args.devices):
            identifier = f"id:6:{n + 1:012X}"
            device = RegisterDevice(
                name=f"Bench {n}",
                description=None,
                kind=KINDS[n % len(KINDS)],
                identifier=identifier,
                landlord_id=landlord,
            )
            console.devices.register_device(device, "bench")
            identifiers.append(identifier)
            kinds.append(KINDS[n % len(KINDS)])
        console.followers.run_once()
        payloads = bodies(identifiers, kinds, args.messages, args.batch)

        only: dict[str, list[str | None]] = {
            "pipelined": [None],
            "split": ["tables", "processes"],
            "sequential": [],
        }
        workers = [_projector_process(settings, o) for o in only[args.mode]]
        _wait_until_idle(workers)
        started = time.perf_counter()
        own_cpu, pg_cpu = time.process_time(), _postgres_cpu_seconds()
        workers_cpu = [_cpu_seconds(worker.pid) for worker in workers]
        accepted = 0
        for body in payloads:
            outcomes = console.intake.take_batch(body, "bench")
            accepted += sum(o.status == "accepted" for o in outcomes)
            if not workers:
                console.followers.run_once()  # status rows and rules, batch by batch
        intake = time.perf_counter() - started
        if not workers:
            console.followers.run_once()
        else:
            _wait_until_visible(console, args.messages)
        end_to_end = time.perf_counter() - started
        # Where the CPU went, in microseconds per reading: this process, each follower
        # process (measured before it stops) and the database server.
        per = 1e6 / args.messages
        cpu = {"intake" if workers else "all": (time.process_time() - own_cpu) * per}
        names = ("tables", "rules") if len(workers) == 2 else ("followers",)
        for name, worker in zip(names, workers, strict=False):
            cpu[name] = (_cpu_seconds(worker.pid) - workers_cpu[workers.index(worker)]) * per
        cpu["postgres"] = (_postgres_cpu_seconds() - pg_cpu) * per
        for worker in workers:
            worker.terminate()
            worker.wait(30)
        visible = console.store.scalar("SELECT SUM(readings_count) FROM device_status")
        assert accepted == args.messages == visible, (accepted, visible)
        issues_raised = console.store.scalar("SELECT COUNT(*) FROM issues")

        # The baseline: the very rows the readings became, COPYed raw.
        arrived = datetime.now(UTC)
        rows = []
        for body in payloads:
            for message in decode_batch(body):
                assert isinstance(message, ReadingMessage)
                device_id = str(uuid.uuid5(uuid.NAMESPACE_URL, message.device))
                reading_id = Reading.create_id(device_id, message.seq)
                stored = stored_reading(reading_id, device_id, message, "bench", arrived)
                rows.append((stored.originator_id, 1, stored.topic, stored.state))
        copy_seconds = baseline_copy(rows, schema)
    finally:
        console.close()
        with psycopg.connect(URL, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA "{schema}" CASCADE')

    result = {
        "mode": args.mode,
        "messages": args.messages,
        "intakeReadingsPerSecond": round(args.messages / intake),
        "batch": args.batch,
        "devices": args.devices,
        "endToEndReadingsPerSecond": round(args.messages / end_to_end),
        "copyRowsPerSecond": round(args.messages / copy_seconds),
        "issuesRaised": issues_raised,
        "cpuMicrosecondsPerReading": {k: round(v, 1) for k, v in cpu.items()},
        "ratioToCopy": round((args.messages / end_to_end) / (args.messages / copy_seconds), 3),
        "target": 10_000,
    }
    print(json.dumps(result, indent=2))
    if args.out:
        args.out.write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
