"""A soak: the console run as an operator runs it, with its sensors and its people, for
minutes on end; then nothing lost, no server error, memory and p99 flat.

    .venv/bin/python -m bench.soak [--minutes 10] [--database postgres|sqlite]
                                   [--via http|nats|both] [--out soak.json]

Starts `hygiene serve` with the demo estate in a process of its own (on PostgreSQL in a
fresh schema of the server named by `HYGIENE_BENCH_DATABASE_URL`; readings over NATS
through `hygiene ingest` on a stream and subject prefix of its own on
`HYGIENE_BENCH_NATS_URL`), waits for the demo's fortnight of history to be in and
followed, then runs together, for the minutes asked: every demo device sending the
simulator's readings a round a second, each accepted one recorded by device and seq
(`bench.soak_devices`), and a few clients of each role using the console as people do
(`bench.soak_users`), and the trivial call asked four times a second. Every minute it
samples each process's resident memory and CPU, the p50 and p99 of the people's answers
(sign-ins apart) and of the trivial call, the followers' lag, and prints a line. At the
end, once the stream is drained and the followers' health shows every one caught up, it
checks every accepted reading is in the event store once (and counted once in its
device's status row), every created issue, task and leave is listed, and no answer was a
5xx (or none at all); and it compares the memory and the p99 of the last two minutes with
the first two after the warm-up (`bench.soak_checks.flatness`). Exit status: 0 all held;
1 something lost or a server error; 3 memory or p99 grew beyond its bound (1.5 times unless
told). Everything it made is removed at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from bench.ingest import _cpu_seconds
from bench.soak_answers import Answer, Answers, by_call, summary
from bench.soak_checks import (
    flatness,
    listed,
    read_table_counts,
    readings_verdict,
    stored_readings,
)
from bench.soak_devices import Sensors, http_sender, nats_sender
from bench.soak_stack import (
    Stack,
    beside,
    caught_up,
    drained,
    largest_lag,
    place,
    rss_bytes,
    running,
    wait_until,
)
from bench.soak_users import SIGN_IN, Person, directory, people, probe
from hygiene.cli import demo_history
from hygiene.progress import progress_bar

MIB = 1024 * 1024


def arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--database", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument("--via", choices=["http", "nats", "both"], default="http")
    parser.add_argument("--users-per-role", type=int, default=2, help="clients of each role")
    parser.add_argument("--interval", type=float, default=1.0, help="seconds between rounds")
    parser.add_argument(
        "--sim-minutes", type=float, default=5.0, help="simulated minutes a round moves on"
    )
    parser.add_argument("--sample-seconds", type=float, default=60.0, help="one line each")
    parser.add_argument(
        "--warm-up", type=float, default=1.0, help="minutes left out of the comparisons"
    )
    parser.add_argument("--memory-bound", type=float, default=1.5, help="last ÷ first, at most")
    parser.add_argument("--p99-bound", type=float, default=1.5, help="last ÷ first, at most")
    parser.add_argument(
        "--deadline", type=float, default=600.0, help="seconds to drain and catch up at the end"
    )
    parser.add_argument("--out", type=Path, help="the report as JSON")
    return parser.parse_args(argv)


class Run:
    """The soak's sensors and people, each in a thread, and what they were answered."""

    def __init__(self, stack: Stack, rows: list[dict[str, Any]], args: argparse.Namespace):
        self.args = args
        self.url = stack.server.url
        self.stop = threading.Event()
        self.answers = Answers()  # the people's
        self.ingest = Answers()  # the gateway's HTTP posts
        self.trivial = Answers()  # the trivial call's, asked throughout
        self.first_seq = int(time.time() * 1000) * 10  # as `hygiene simulate`: never reused
        self.sensors: list[Sensors] = []
        self._closers: list[Callable[[], None]] = []
        ways = ["http", "nats"] if args.via == "both" else [args.via]
        for n, way in enumerate(ways):
            if way == "http":
                send, close = http_sender(stack.server.url, self._heard)
            else:
                assert stack.stream is not None
                send, close = nats_sender(stack.stream)
            self._closers.append(close)
            group = rows[n :: len(ways)]
            self.sensors.append(
                Sensors(group, send, self.first_seq, args.sim_minutes, args.interval)
            )
        self.people: list[Person] = people(
            stack.server.url, args.users_per_role, self.answers, directory(stack.server)
        )
        self._threads: list[threading.Thread] = []

    def _heard(self, at: float, status: int, seconds: float, body: str) -> None:
        self.ingest.add(Answer(at, "POST /api/ingest/readings", status, seconds), body)

    def start(self, seconds: float) -> None:
        think = (0.5, 2.0)
        self._threads = [
            threading.Thread(target=s.run, args=(seconds, self.stop), daemon=True)
            for s in self.sensors
        ] + [
            threading.Thread(target=p.run, args=(self.stop, think), daemon=True)
            for p in self.people
        ]
        self._threads.append(
            threading.Thread(target=probe, args=(self.url, self.trivial, self.stop), daemon=True)
        )
        for thread in self._threads:
            thread.start()

    def finish(self) -> None:
        self.stop.set()
        for thread in self._threads:
            thread.join(120)
        for close in self._closers:
            close()

    def accepted(self) -> dict[str, set[int]]:
        merged: dict[str, set[int]] = {}
        for sensors in self.sensors:
            merged.update(sensors.accepted)  # the groups' devices are disjoint
        return merged

    def accepted_count(self) -> int:
        return sum(s.accepted_count() for s in self.sensors)


def prepare(stack: Stack) -> tuple[list[dict[str, Any]], dict[str, int]]:
    """Waits for the demo's history to be in and followed; answers the devices and their
    status rows' counts before the soak."""
    with beside(stack.settings) as console:
        history = demo_history(console)
        took = wait_until(history.done, 900, "the demo's history")
        print(f"demo history in after {took:.0f} s", file=sys.stderr)
    wait_until(lambda: caught_up(stack), 600, "the followers catching up with the demo")
    with beside(stack.settings) as console:
        rows = console.store.query("SELECT identifier, kind FROM devices ORDER BY identifier")
        return [dict(r) for r in rows], read_table_counts(console)


def sample(
    stack: Stack, run: Run, window: tuple[float, float], before: dict[str, Any]
) -> dict[str, Any]:
    """One line's figures: the window's answers, memory and CPU now, lag now."""
    start, end = window
    cpu = {name: _cpu_seconds(pid) for name, pid in stack.processes().items()}
    accepted = run.accepted_count()
    line = {
        "minute": round((end - before["t0"]) / 60, 2),
        "seconds": [round(start - before["t0"], 3), round(end - before["t0"], 3)],
        **screens_and_sign_ins(run.answers.between(start, end)),
        "ingestHttp": summary(run.ingest.between(start, end)),
        "trivial": summary(run.trivial.between(start, end)),
        "loadAverage": round(os.getloadavg()[0], 2),
        "readingsAccepted": accepted - before["accepted"],
        "rssMiB": {n: round(rss_bytes(p) / MIB, 1) for n, p in stack.processes().items()},
        "cpuPercent": {
            n: round(100 * (c - before["cpu"].get(n, 0.0)) / (end - start), 1)
            for n, c in cpu.items()
        },
        "lag": largest_lag(stack),
    }
    before.update(accepted=accepted, cpu=cpu)
    return line


def screens_and_sign_ins(answers: list[Answer]) -> dict[str, Any]:
    """The screens' answers (`api`), and the sign-ins' apart (`signIn`)."""
    return {
        "api": summary([a for a in answers if a.call != SIGN_IN]),
        "signIn": summary([a for a in answers if a.call == SIGN_IN]),
    }


def say(line: dict[str, Any], of: float) -> None:
    """The sample's line: the people's answers, the trivial call's, the readings, the lag,
    memory, CPU and the machine's load."""
    api, posts = line["api"], line["ingestHttp"]
    parts = [
        f"minute {line['minute']:5.2f}/{of:g}  api {api['answers']:,} answers"
        f" p50 {api['p50Ms']:.0f} ms p99 {api['p99Ms']:.0f} ms {api['statuses']}",
        f"sign-in p99 {line['signIn']['p99Ms']:.0f} ms",
        f"trivial p99 {line['trivial']['p99Ms']:.0f} ms",
        f"readings {line['readingsAccepted']:,} accepted"
        + (f", posts p99 {posts['p99Ms']:.0f} ms" if posts["answers"] else ""),
        f"lag {line['lag']}",
        "RSS " + " ".join(f"{n} {m:,.0f} MiB" for n, m in line["rssMiB"].items()),
        "CPU " + " ".join(f"{n} {c:.0f}%" for n, c in line["cpuPercent"].items()),
        f"load {line['loadAverage']:.1f}",
    ]
    print(" | ".join(parts), flush=True)


def soak(stack: Stack, run: Run, args: argparse.Namespace, t0: float) -> list[dict[str, Any]]:
    """Runs the sensors and the people for the minutes asked from `t0`, a line every
    sample."""
    seconds = args.minutes * 60
    samples = max(1, round(seconds / args.sample_seconds))
    before: dict[str, Any] = {"t0": t0, "accepted": 0, "cpu": {}}
    sample(stack, run, (t0 - 1, t0), before)  # the CPU counters' start
    run.start(seconds)
    lines = []
    with progress_bar("s") as advance:
        for k in range(1, samples + 1):
            boundary = t0 + seconds * k / samples
            while (left := boundary - time.monotonic()) > 0:
                run.stop.wait(min(1.0, left))
                advance("soak (seconds)", round(time.monotonic() - t0), round(seconds))
            lines.append(sample(stack, run, (boundary - seconds / samples, boundary), before))
            say(lines[-1], args.minutes)
    run.finish()
    return lines


def settle_and_check(
    stack: Stack, run: Run, counted_before: dict[str, int], deadline: float
) -> dict[str, Any]:
    """Once the stream is drained and the followers caught up (each within `deadline`):
    the readings against the store, the created records against their lists."""
    waited: dict[str, Any] = {}
    for what, check in (("drained", drained), ("caughtUp", caught_up)):
        try:
            waited[what] = round(wait_until(partial(check, stack), deadline, what), 1)
        except TimeoutError:
            waited[what] = None  # the counts below say what it cost
    with beside(stack.settings) as console:
        stored = stored_readings(console, run.first_seq)
        counted_after = read_table_counts(console)
    readings = readings_verdict(run.accepted(), stored, counted_before, counted_after)
    records = listed(stack.server, run.answers.created)
    return {"secondsToSettle": waited, "readings": readings, "records": records}


def report(
    args: argparse.Namespace, run: Run, lines: list[dict[str, Any]], t0: float, end: dict[str, Any]
) -> dict[str, Any]:
    answers = [a for a in run.answers.all() if a.call != SIGN_IN]
    heard = run.answers.all() + run.ingest.all() + run.trivial.all()
    errors = sum(1 for a in heard if a.status >= 500 or a.status == 0)
    bounds = {"memory": args.memory_bound, "p99": args.p99_bound}
    flat = flatness(lines, answers, t0, args.warm_up, bounds, run.trivial.all())
    nothing_lost = (
        end["readings"]["nothingLost"]
        and all(r["unlisted"] == 0 for r in end["records"].values())
        and None not in end["secondsToSettle"].values()
    )
    return {
        "database": args.database,
        "via": args.via,
        "minutes": args.minutes,
        "devices": sum(len(s.rows) for s in run.sensors),
        "people": dict(Counter(p.role for p in run.people)),
        "roundsSent": sum(s.rounds for s in run.sensors),
        "readingsSent": sum(s.sent for s in run.sensors),
        "readingsNotAccepted": sum(s.refused for s in run.sensors),
        **screens_and_sign_ins(run.answers.all()),
        "ingestHttp": summary(run.ingest.all()),
        "trivial": summary(run.trivial.all()),
        "perCall": by_call(run.answers.all()),
        "serverErrors": errors,
        "serverErrorExamples": run.answers.failures + run.ingest.failures + run.trivial.failures,
        "samples": lines,
        **end,
        "flatness": flat,
        "verdict": {
            "nothingLost": nothing_lost,
            "noServerErrors": errors == 0,
            "memoryFlat": flat["memoryFlat"],
            "p99Flat": flat["p99Flat"],
        },
    }


def exit_status(verdict: dict[str, bool]) -> int:
    if not (verdict["nothingLost"] and verdict["noServerErrors"]):
        return 1
    return 0 if verdict["memoryFlat"] and verdict["p99Flat"] else 3


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv)
    via = {"http", "nats"} if args.via == "both" else {args.via}
    settings, stream = place(args.database, via)
    with running(settings, stream) as stack:
        rows, counted_before = prepare(stack)
        run = Run(stack, rows, args)
        t0 = time.monotonic()
        lines = soak(stack, run, args, t0)
        end = settle_and_check(stack, run, counted_before, args.deadline)
    result = report(args, run, lines, t0, end)
    text = json.dumps(result, indent=2)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")
    print(f"verdict: {json.dumps(result['verdict'])}", file=sys.stderr)
    return exit_status(result["verdict"])


if __name__ == "__main__":
    sys.exit(main())
