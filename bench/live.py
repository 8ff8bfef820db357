"""Live updates fanned out: changes per second told to 200 open streams, against one.

    .venv/bin/python -m bench.live                        # SQLite, in a folder of its own
    .venv/bin/python -m bench.live --backend postgres     # HYGIENE_BENCH_DATABASE_URL

Seeds the demo estate and opens the streams on the API's own hub (`api.live`), each for
its own session of a demo account, every role among them: each stream asks what its viewer
may see, as `GET /api/events` does. Its consumers read the messages as the response would
write them. The issues to tell (each opened, then resolved, with the notifications of both)
are entered while the hub is held at where the streams stand; the clock runs from the hold's
release until every stream has been told all it may see. The baselines, in the same run:
the same number of issues told to one stream (the admin's), and the logs read alone, with
nobody to tell (the floor under any hub).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import tempfile
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from api.caching import Memo
from api.live.audience import ConsoleAudience
from api.live.changes import Change, ConsoleLogs
from api.live.cursor import format_cursor
from api.live.hub import Hub
from api.live.subscriber import Subscriber, Viewer
from demo.estate import DEMO_PASSWORD, seed_demo, seed_demo_sensors
from domain.commands.issue import ReportIssue
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings

URL = os.environ.get("HYGIENE_BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/test")
KEY = "bench-signing-key-for-the-live-benchmark"
ACCOUNTS = (
    "admin@example.com",
    "landlord@example.com",
    "greenway@example.com",
    "cc-manager@example.com",
    "freshcare@example.com",
    "supervisor@example.com",
    "cleaner@example.com",
    "worker@example.com",
)
TYPES = ("bin-full", "floor-wet", "odour", "soap-low", "general-issue")


class Held:
    """The console's logs, with the read tables' positions held where they were when told
    to, so a backlog builds up while the clock is stopped."""

    def __init__(self, logs: ConsoleLogs) -> None:
        self._logs = logs
        self.logs = logs.logs
        self._held: dict[str, int] | None = None
        self.changes = 0

    def hold(self) -> None:
        self._held = self._logs.settled()

    def release(self) -> None:
        self._held = None

    def settled(self) -> dict[str, int]:
        return dict(self._held) if self._held is not None else self._logs.settled()

    def latest(self, log: str) -> int:
        return self._logs.latest(log)

    def read(self, log: str, after: int, upto: int, limit: int = 500) -> tuple[list[Change], int]:
        found, reached = self._logs.read(log, after, upto, limit)
        self.changes += len(found)
        return found, reached


def _issues(console: Console, count: int) -> None:
    """`count` issues at the demo's facilities, each opened and then resolved."""
    places = console.store.query("SELECT id, building_id FROM facilities ORDER BY id")
    for n in range(count):
        place = places[n % len(places)]
        report = ReportIssue(
            facility_id=place["id"],
            building_id=place["building_id"],
            issue_type=TYPES[n // len(places) % len(TYPES)],
        )
        issue = console.issues.open_manual(report, "bench")
        console.issues.resolve(issue, "bench")
    assert console.settle(timeout=120)


async def _consume(subscriber: Subscriber, counts: list[int], slot: int) -> None:
    async for chunk in subscriber.messages():
        counts[slot] += chunk.count(b"\r\ndata: ") + chunk.startswith(b"data: ")


async def _tell(
    console: Console, hub: Hub, source: Held, viewers: Sequence[Viewer], n: int
) -> dict[str, Any]:
    """Opens a stream per viewer, enters `n` issues while held, then times the telling."""
    loop = asyncio.get_running_loop()
    streams = [Subscriber(v, loop, capacity=1_000_000) for v in viewers]
    counts = [0] * len(streams)
    tasks = [asyncio.create_task(_consume(s, counts, i)) for i, s in enumerate(streams)]
    for stream in streams:
        hub.join(stream)
    while any(s.watermark is None for s in streams):
        await asyncio.sleep(0.01)
    source.hold()
    await asyncio.to_thread(_issues, console, n)
    target, told_before = source.settled(), source.changes
    started = time.perf_counter()
    source.release()
    hub.poke()
    target = source.settled()
    # Told all: each stream's position is where the read tables stood, nothing waiting.
    told = format_cursor(target)
    while any(s.watermark != told or s.waiting for s in streams if not s.closed):
        await asyncio.sleep(0.001)
    dropped = sum(s.dropped for s in streams)
    elapsed = time.perf_counter() - started
    for stream in streams:
        hub.leave(stream)
        stream.close()
    await asyncio.gather(*tasks)
    changes = source.changes - told_before
    return {
        "streams": len(streams),
        "dropped": dropped,
        "changes": changes,
        "messages": sum(counts),
        "seconds": round(elapsed, 3),
        "changes_per_second": round(changes / elapsed),
        "messages_per_second": round(sum(counts) / elapsed),
    }


def _read_alone(logs: ConsoleLogs, since: dict[str, int]) -> dict[str, Any]:
    """The floor: the same stretch of the logs read into changes, nobody told."""
    upto = logs.settled()
    started = time.perf_counter()
    changes = 0
    for name in logs.logs:
        at = since[name]
        while at < upto[name]:
            found, at = logs.read(name, at, upto[name])
            changes += len(found)
    elapsed = time.perf_counter() - started
    return {
        "changes": changes,
        "seconds": round(elapsed, 3),
        "changes_per_second": round(changes / elapsed),
    }


def _viewers(console: Console, connections: int) -> list[Viewer]:
    """A session of its own per stream, the demo's accounts in turn."""
    viewers = []
    for n in range(connections):
        signed = console.accounts.sign_in(ACCOUNTS[n % len(ACCOUNTS)], DEMO_PASSWORD)
        role = str(signed.account.role)
        viewers.append(Viewer(str(signed.account.id), str(signed.session_id), role))
    console.settle(timeout=60)
    return viewers


def run(settings: Settings, connections: int, issues: int) -> dict[str, Any]:
    console = build_console(settings)
    try:
        seed_demo(console.organisation, console.accounts)
        console.settle(timeout=60)
        seed_demo_sensors(console.organisation, console.devices, console.readings)
        console.settle(timeout=60)
        viewers = _viewers(console, connections)
        logs = ConsoleLogs(console)
        source = Held(logs)
        audience = ConsoleAudience(console, Memo(console.store), Memo(console.store))
        hub = Hub(source, audience)
        hub.start()
        try:
            since = logs.settled()
            fanned = asyncio.run(_tell(console, hub, source, viewers, issues))
            floor = _read_alone(logs, since)
            one = asyncio.run(_tell(console, hub, source, viewers[:1], issues))
        finally:
            hub.stop()
        return {"fanned_out": fanned, "one_stream": one, "logs_read_alone": floor}
    finally:
        console.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backend", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument("--connections", type=int, default=200)
    parser.add_argument("--issues", type=int, default=300, help="each opened and resolved")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="bench-live-"))
    schema = f"bench_live_{uuid.uuid4().hex[:8]}"
    if args.backend == "postgres":
        settings = Settings(
            data_dir=folder, database_url=URL, database_schema=schema, secret_key=KEY
        )
    else:
        settings = Settings(data_dir=folder, secret_key=KEY)
    try:
        result = run(settings, args.connections, args.issues)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        if args.backend == "postgres":
            _drop(schema)
    result["backend"] = args.backend
    text = json.dumps(result, indent=2)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")


def _drop(schema: str) -> None:
    import psycopg
    from psycopg import sql

    with psycopg.connect(URL, autocommit=True) as conn:
        conn.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(schema)))


if __name__ == "__main__":
    main()
