"""What the soak's clients were answered: each call's status and time, kept for the
per-minute figures and the end's checks."""

from __future__ import annotations

import math
import threading
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Answer:
    at: float  # time.monotonic() when the answer came (or the call gave up)
    call: str  # method and route, ids left out: "GET /api/devices/{id}"
    status: int  # 0: no answer (refused, reset, timed out)
    seconds: float


def percentile(values: Iterable[float], share: float) -> float:
    """The nearest-rank percentile (`share` 0.99 for the p99); 0 when there are none."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def status_class(status: int) -> str:
    return "none" if status == 0 else f"{status // 100}xx"


class Answers:
    """Thread-safe: every client records into one."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._items: list[Answer] = []
        #: A few server errors as they were answered, for the report.
        self.failures: list[dict[str, object]] = []
        #: Records the clients created, by kind: "issues", "tasks", "leaves".
        self.created: dict[str, set[str]] = defaultdict(set)

    def add(self, answer: Answer, body: str | None = None) -> None:
        with self._lock:
            self._items.append(answer)
            if (answer.status >= 500 or answer.status == 0) and len(self.failures) < 20:
                self.failures.append(
                    {"call": answer.call, "status": answer.status, "body": (body or "")[:300]}
                )

    def created_one(self, kind: str, record_id: str) -> None:
        with self._lock:
            self.created[kind].add(record_id)

    def between(self, start: float, end: float) -> list[Answer]:
        with self._lock:
            return [a for a in self._items if start <= a.at < end]

    def all(self) -> list[Answer]:
        with self._lock:
            return list(self._items)


def summary(answers: list[Answer]) -> dict[str, object]:
    """Count, p50 and p99 in milliseconds, and the answers by status class."""
    seconds = [a.seconds for a in answers]
    return {
        "answers": len(answers),
        "p50Ms": round(percentile(seconds, 0.50) * 1000, 1),
        "p99Ms": round(percentile(seconds, 0.99) * 1000, 1),
        "statuses": dict(sorted(Counter(status_class(a.status) for a in answers).items())),
    }


def by_call(answers: list[Answer]) -> dict[str, dict[str, object]]:
    """`summary` of each call, the slowest p99 first."""
    calls: dict[str, list[Answer]] = defaultdict(list)
    for answer in answers:
        calls[answer.call].append(answer)
    slowest = sorted(calls.items(), key=lambda c: -percentile((a.seconds for a in c[1]), 0.99))
    return {call: summary(group) for call, group in slowest}
