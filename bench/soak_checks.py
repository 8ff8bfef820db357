"""The soak's checks at the end: every accepted reading stored once, every created record
listed, and how the memory and the p99 of the last minutes compare with the first."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from typing import Any

from bench.load import Server
from bench.soak_answers import Answer, percentile
from bench.year import PASSWORD
from domain.reading import Reading
from hygiene.bootstrap import Console

#: Where each kind of created record is listed, for the admin who sees them all.
LISTS = {"issues": "/api/issues", "tasks": "/api/tasks", "leaves": "/api/leaves"}
Key = tuple[str, int]  # (device identifier, seq)


def stored_readings(console: Console, first_seq: int) -> Counter[Key]:
    """How many times each (device, seq) of the soak is in the readings' event store."""
    stored: Counter[Key] = Counter()
    start = 1
    while True:
        events, last = console.readings.read_log(start, 10_000)
        if not events:
            return stored
        for event in events:
            if isinstance(event, Reading.Recorded) and event.seq >= first_seq:
                stored[(event.identifier, event.seq)] += 1
        start = last + 1


def read_table_counts(console: Console) -> dict[str, int]:
    """Each device's readings as its status row counts them (the readings read table)."""
    rows = console.store.query(
        "SELECT d.identifier, s.readings_count FROM devices d"
        " JOIN device_status s ON s.device_id = d.id"
    )
    return {r["identifier"]: int(r["readings_count"] or 0) for r in rows}


def readings_verdict(
    accepted: Mapping[str, set[int]],
    stored: Counter[Key],
    counted_before: Mapping[str, int],
    counted_after: Mapping[str, int],
) -> dict[str, Any]:
    """Accepted against stored, by (device, seq); and each device's status row against
    what the event store holds of the soak for it."""
    wanted = {(device, seq) for device, seqs in accepted.items() for seq in seqs}
    missing = sorted(wanted - stored.keys())
    twice = sorted(key for key, times in stored.items() if times > 1)
    per_device: Counter[str] = Counter(device for device, _ in stored.elements())
    devices = set(per_device) | set(counted_after)
    miscounted = {
        device: {
            "stored": per_device[device],
            "counted": counted_after.get(device, 0) - counted_before.get(device, 0),
        }
        for device in sorted(devices)
        if counted_after.get(device, 0) - counted_before.get(device, 0) != per_device[device]
    }
    return {
        "accepted": len(wanted),
        "stored": sum(stored.values()),
        "missing": len(missing),
        "storedMoreThanOnce": len(twice),
        # Stored though the sender never heard it accepted (an answer lost on the way).
        "storedUnheard": len(stored.keys() - wanted),
        "readTableMiscounted": len(miscounted),
        "examples": {
            "missing": [list(k) for k in missing[:5]],
            "storedMoreThanOnce": [list(k) for k in twice[:5]],
            "readTableMiscounted": dict(list(miscounted.items())[:5]),
        },
        "nothingLost": not missing and not twice and not miscounted,
    }


def listed(server: Server, created: Mapping[str, set[str]]) -> dict[str, Any]:
    """Each kind of created record against its list, read page by page as the admin."""
    token = server.sign_in("admin@example.com", PASSWORD)
    found: dict[str, Any] = {}
    for kind, path in LISTS.items():
        ids: set[str] = set()
        page, total = 1, 1
        while (page - 1) * 500 < total:
            status, body = server.get(f"{path}?page={page}&pageSize=500", token)
            if status != 200:
                raise RuntimeError(f"{path} answered {status}: {body[:300]!r}")
            answer = json.loads(body)
            ids.update(item["id"] for item in answer["items"])
            page, total = page + 1, int(answer["total"])
        unlisted = sorted(created.get(kind, set()) - ids)
        found[kind] = {
            "created": len(created.get(kind, set())),
            "unlisted": len(unlisted),
            "examples": unlisted[:5],
        }
    return found


def ratio(first: float, last: float) -> float | None:
    """`last` as a multiple of `first`; None when there is no first to compare with."""
    return round(last / first, 2) if first > 0 else None


def flatness(
    lines: list[dict[str, Any]],
    answers: list[Answer],
    t0: float,
    warm_up_minutes: float,
    bounds: Mapping[str, float],
    trivial: list[Answer] | None = None,
) -> dict[str, Any]:
    """The last samples against the first after the warm-up (two of each when there are
    four or more, else one): each process's resident memory (the mean of the samples), and
    the people's p99 (of their answers pooled), as ratios against their bounds.

    The p99 is judged against the trivial call's asked in the same minutes, as the other
    benchmarks judge theirs: on a shared machine a neighbour's burst moves both, while what
    grows with the console's own data slows its calls and leaves the trivial one be. (What
    slows the whole process as it grows, the collector's passes, shows as memory.)
    """
    after = [line for line in lines if line["minute"] > warm_up_minutes + 1e-9] or lines
    width = 2 if len(after) >= 4 else 1
    first, last = after[:width], after[-width:]

    def rss(window: list[dict[str, Any]], name: str) -> float:
        return sum(float(line["rssMiB"][name]) for line in window) / len(window)

    def p99(window: list[dict[str, Any]], of: list[Answer]) -> float:
        spans = [(t0 + line["seconds"][0], t0 + line["seconds"][1]) for line in window]
        chosen = [a.seconds for a in of if any(s <= a.at < e for s, e in spans)]
        return percentile(chosen, 0.99) * 1000

    def grown(of: list[Answer]) -> dict[str, Any]:
        before, now = p99(first, of), p99(last, of)
        return {"firstMs": round(before, 1), "lastMs": round(now, 1), "ratio": ratio(before, now)}

    memory = {
        name: {
            "firstMiB": round(rss(first, name), 1),
            "lastMiB": round(rss(last, name), 1),
            "ratio": ratio(rss(first, name), rss(last, name)),
        }
        for name in lines[0]["rssMiB"]
    }
    people, floor = grown(answers), grown(trivial or [])
    judged = people["ratio"] or 0.0
    if floor["ratio"]:
        judged = round(judged / floor["ratio"], 2)
    return {
        "comparedMinutes": {
            "first": [line["minute"] for line in first],
            "last": [line["minute"] for line in last],
        },
        "memory": memory,
        "p99": people,
        "trivialP99": floor,
        "p99AgainstTrivial": judged,
        "memoryFlat": all((m["ratio"] or 0) <= bounds["memory"] for m in memory.values()),
        "p99Flat": judged <= bounds["p99"],
        "bounds": dict(bounds),
    }
