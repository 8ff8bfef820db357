"""A year of history, then the read calls under 50 concurrent clients, and a rebuild.

    .venv/bin/python -m bench.year --backend postgres   # 1,000 devices, 10M readings
    .venv/bin/python -m bench.year --backend sqlite     # a tenth: 100 devices, 1M readings

Builds (once, kept for the next run) a year of the grown demo estate's history through the
applications (`bench.history`); rebuilds every projection beside the live tables while the
dashboard is asked every few hundredths of a second, counting events per second and the
dashboard's answers; then serves the console in a process of its own and loads each read
call with `wrk` (50 connections), in rounds, each right after a trivial call (an unknown
`/api` path, which goes through the same server, routing, middleware and error handling),
so every ratio compares like with like on a machine whose speed wanders; a call's ratios
are the medians of its rounds'.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from bench.history import enter_history, seed_estate
from bench.load import Load, Server, wrk
from hygiene.bootstrap import Console, build_console
from hygiene.progress import progress_bar
from hygiene.settings import Settings

URL = os.environ.get("HYGIENE_BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/test")
PASSWORD = "demo-password"  # the demo accounts' documented password
TRIVIAL = "/api/no-such-call"
#: Signs the access tokens of the benchmark's own console.
BENCH_KEY = "bench-signing-key-for-the-year-benchmark"
#: (name, path, account): the calls a dashboard, a list screen and every page load make.
CALLS = [
    ("me (cleaner)", "/api/authn/me", "cleaner@example.com"),
    ("me (admin)", "/api/authn/me", "admin@example.com"),
    ("dashboard issues, 7 days (admin)", "/api/dashboard/issues?days=7", "admin@example.com"),
    (
        "dashboard issues, 30 days (landlord)",
        "/api/dashboard/issues?days=30",
        "landlord@example.com",
    ),
    ("dashboard overview (admin)", "/api/dashboard/overview", "admin@example.com"),
    ("dashboard usage, 7 days (admin)", "/api/dashboard/usage?days=7", "admin@example.com"),
    ("dashboard KPI, 30 days (admin)", "/api/dashboard/kpi?days=30", "admin@example.com"),
    ("dashboard KPI, 30 days (supervisor)", "/api/dashboard/kpi?days=30", "supervisor@example.com"),
    ("issue list (admin)", "/api/issues?page=1&pageSize=20", "admin@example.com"),
    ("issue list (supervisor)", "/api/issues?page=1&pageSize=20", "supervisor@example.com"),
    (
        "issue list, open (admin)",
        "/api/issues?page=1&pageSize=20&filter=status:OPENED",
        "admin@example.com",
    ),
    ("device list (admin)", "/api/devices?page=1&pageSize=20", "admin@example.com"),
    ("device list (cc manager)", "/api/devices?page=1&pageSize=20", "cc-manager@example.com"),
]
SCALES = {
    # devices, readings, days
    "postgres": (1_000, 10_000_000, 365),
    # A tenth of each; the demo estate alone has more devices than that.
    "sqlite": (100, 1_000_000, 365),
}


def settings_for(backend: str, root: Path) -> Settings:
    if backend == "postgres":
        return Settings(
            data_dir=root / "year-postgres",
            database_url=URL,
            database_schema="bench_year",
            secret_key=BENCH_KEY,
        )
    return Settings(data_dir=root / "year-sqlite", secret_key=BENCH_KEY)


def build(settings: Settings, devices: int, readings: int, days: int) -> dict[str, Any]:
    """The estate and its year, unless a previous run left them; answers what there is.

    On PostgreSQL the read tables and the rules each run in a `hygiene project` process
    beside the one entering the history, as a scaled-out console runs them."""
    projectors = (
        [_projector(settings, "tables"), _projector(settings, "processes")]
        if settings.uses_postgres
        else []
    )
    console = build_console(settings, follow=not projectors)
    try:
        have = seed_estate(console, devices)
        done = console.store.scalar("SELECT SUM(readings_count) FROM device_status") or 0
        started = time.perf_counter()
        if done < readings * 0.9:
            round_minutes = max(5, days * 24 * 60 * have // readings)
            enter_history(console, days, round_minutes)
            console.settle(timeout=600)
        return {
            "devices": have,
            "readings": console.readings.recorder.max_notification_id() or 0,
            "issues": console.store.scalar("SELECT COUNT(*) FROM issues"),
            "events": _events(console),
            "buildSeconds": round(time.perf_counter() - started),
        }
    finally:
        console.close()
        for projector in projectors:
            projector.terminate()
            projector.wait(60)


def _projector(settings: Settings, only: str) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "HYGIENE_DATABASE_URL": settings.database_url or "",
        "HYGIENE_DATABASE_SCHEMA": settings.database_schema,
        "HYGIENE_DATA_DIR": str(settings.data_dir),
        "HYGIENE_LOG_LEVEL": "warning",
    }
    command = [str(Path(sys.executable).with_name("hygiene")), "project", "--only", only]
    return subprocess.Popen(command, env=env)


def _events(console: Console) -> int:
    return sum(app.recorder.max_notification_id() or 0 for app in console.followers.logs.values())


def rebuild_while_serving(settings: Settings, server: Server, names: list[str]) -> dict[str, Any]:
    """The projections named (all when none) rebuilt beside their tables, one after
    another, while a client asks the dashboard (issues open now) throughout; answers
    events per second, each projection's and in all, and what the client saw."""
    token = server.sign_in("admin@example.com", PASSWORD)
    before = json.loads(server.get("/api/dashboard/issues?days=7", token)[1])["openNow"]
    seen: dict[str, int] = {"answers": 0, "failures": 0, "differentOpenNow": 0}
    stop = threading.Event()

    def ask() -> None:
        while not stop.is_set():
            status, body = server.get("/api/dashboard/issues?days=7", token)
            if status != 200:
                seen["failures"] += 1
            elif json.loads(body)["openNow"] != before:
                seen["differentOpenNow"] += 1
            else:
                seen["answers"] += 1
            time.sleep(0.05)

    client = threading.Thread(target=ask, daemon=True)
    console = build_console(settings, follow=False)
    each: dict[str, dict[str, float]] = {}
    try:
        client.start()
        with progress_bar("events") as advance:
            for name in names or [p.name for p in console.projections]:
                started = time.perf_counter()
                events = console.rebuild([name], advance)
                seconds = time.perf_counter() - started
                each[name] = {
                    "events": events,
                    "seconds": round(seconds, 1),
                    "eventsPerSecond": round(events / seconds),
                }
    finally:
        stop.set()
        client.join()
        console.close()
    events = sum(int(e["events"]) for e in each.values())
    seconds = sum(e["seconds"] for e in each.values())
    return {
        "eventsReplayed": events,
        "seconds": round(seconds, 1),
        "eventsPerSecond": round(events / seconds),
        "projections": each,
        "dashboard": seen,
    }


def load(server: Server, seconds: int, rounds: int) -> list[dict[str, Any]]:
    tokens = {account: server.sign_in(account, PASSWORD) for _, _, account in CALLS}
    results = []
    for name, path, account in CALLS:
        status, _ = server.get(path, tokens[account])
        if status != 200:
            raise SystemExit(f"{name}: {path} answered {status}")
        pairs = []
        for _ in range(rounds):
            trivial = wrk(server.url + TRIVIAL, None, seconds)
            pairs.append((trivial, wrk(server.url + path, tokens[account], seconds)))
        results.append(_row(name, path, pairs))
        print(json.dumps(results[-1]), flush=True)
    return results


def _row(name: str, path: str, pairs: list[tuple[Load, Load]]) -> dict[str, Any]:
    """A call against the trivial call measured just before it, in each of several rounds:
    the median of each ratio, so that a burst of the machine's other work in one round
    does not decide, and every round's ratios beside it."""
    throughputs = [c.requests_per_second / t.requests_per_second for t, c in pairs]
    latencies = [c.p99_ms / t.p99_ms if t.p99_ms else float("inf") for t, c in pairs]
    throughput, latency = statistics.median(throughputs), statistics.median(latencies)
    errors = sum(c.errors for _, c in pairs)
    return {
        "call": name,
        "path": path,
        "requestsPerSecond": round(statistics.median(c.requests_per_second for _, c in pairs)),
        "p50Ms": statistics.median(c.p50_ms for _, c in pairs),
        "p99Ms": statistics.median(c.p99_ms for _, c in pairs),
        "errors": errors,
        "trivialRequestsPerSecond": round(
            statistics.median(t.requests_per_second for t, _ in pairs)
        ),
        "trivialP99Ms": statistics.median(t.p99_ms for t, _ in pairs),
        "throughputRatio": round(throughput, 2),
        "p99Ratio": round(latency, 2),
        "throughputRatios": [round(r, 2) for r in throughputs],
        "p99Ratios": [round(r, 2) for r in latencies],
        "met": throughput >= 0.5 and latency <= 2.0 and errors == 0,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backend", choices=sorted(SCALES), default="sqlite")
    parser.add_argument("--root", type=Path, default=Path(".bench"), help="the data folders")
    parser.add_argument("--devices", type=int, help="default: 1,000 on postgres, 100 on sqlite")
    parser.add_argument("--readings", type=int, help="default: 10M on postgres, 1M on sqlite")
    parser.add_argument("--days", type=int, help="default: 365")
    parser.add_argument("--seconds", type=int, default=5, help="each of wrk's runs")
    parser.add_argument(
        "--rounds", type=int, default=3, help="runs of each call, each after the trivial call"
    )
    parser.add_argument(
        "--phases", default="build,rebuild,load", help="any of build, rebuild, load"
    )
    parser.add_argument("--rebuild", default="", help="projections to rebuild (default all)")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    devices, readings, days = SCALES[args.backend]
    devices, readings, days = args.devices or devices, args.readings or readings, args.days or days
    settings = settings_for(args.backend, args.root.resolve())
    phases = set(args.phases.split(","))
    result: dict[str, Any] = {"backend": args.backend}
    if "build" in phases:
        result["history"] = build(settings, devices, readings, days)
        print(json.dumps(result["history"]), flush=True)
    if phases & {"rebuild", "load"}:
        server = Server(settings)
        try:
            if "rebuild" in phases:
                chosen = [n for n in args.rebuild.split(",") if n]
                result["rebuild"] = rebuild_while_serving(settings, server, chosen)
                print(json.dumps(result["rebuild"]), flush=True)
            if "load" in phases:
                result["load"] = load(server, args.seconds, args.rounds)
        finally:
            server.stop()
    text = json.dumps(result, indent=2)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")


if __name__ == "__main__":
    main()
