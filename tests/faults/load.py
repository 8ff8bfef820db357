"""Clients that keep the console busy while a fault happens, and record every answer.

`HttpLoad` runs readers, writers (companies created, each with a name of its own) and a
liveness prober; `HttpReadings` posts batches of readings with the demo ingest key, sending
a batch again until it is answered, as a gateway does (`NatsReadings` in `nats_load.py`
does the same over JetStream). Each records what it was told: the status and wall-clock
duration of every call, the readings accepted, the companies created.
"""

from __future__ import annotations

import functools
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import httpx

#: Longer than any answer the console may take (5 s), so a slow answer is measured, not cut.
CLIENT_TIMEOUT = 8.0
#: Between one client's calls: load, not a flood, on a machine of two cores.
PACE = 0.05
ERROR_BODY = {"message", "code", "params", "violations"}
#: The status a working console answers each kind of call with (a company is created).
NORMAL = {"read": 200, "write": 201, "live": 200, "readings": 200}


@dataclass(frozen=True)
class Answer:
    kind: str  # read, write, live, readings
    path: str
    started: float  # time.monotonic()
    seconds: float
    status: int | None  # None: no answer (refused, reset, timed out)
    retry_after: str | None = None
    body: Any = None
    error: str | None = None

    @property
    def normal(self) -> bool:
        """What a console that works answers this kind of call."""
        return self.status == NORMAL.get(self.kind, 200)

    @property
    def outage(self) -> bool:
        """The outage answer: 503, `Retry-After`, and the API's error body."""
        return (
            self.status == 503
            and bool(self.retry_after)
            and isinstance(self.body, dict)
            and self.body.keys() >= ERROR_BODY
        )

    def describe(self, origin: float | None = None) -> str:
        """The call in one line; `origin` (time.monotonic()) gives when it was made."""
        what = self.status if self.status is not None else self.error
        said = (
            f" {self.body.get('code')}: {self.body.get('message')}"
            if isinstance(self.body, dict) and "message" in self.body
            else ""
        )
        when = "" if origin is None else f" (sent at {self.started - origin:+.1f} s)"
        return f"{self.kind} {self.path} -> {what}{said} in {self.seconds:.2f} s{when}"


class Answers:
    """Every answer the clients got, thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._answers: list[Answer] = []

    def add(self, answer: Answer) -> None:
        with self._lock:
            self._answers.append(answer)

    def all(self, kinds: Iterable[str] | None = None) -> list[Answer]:
        with self._lock:
            answers = list(self._answers)
        wanted = set(kinds) if kinds is not None else None
        return [a for a in answers if wanted is None or a.kind in wanted]

    def between(self, start: float, end: float, kinds: Iterable[str] | None = None) -> list[Answer]:
        """The calls started in [start, end)."""
        return [a for a in self.all(kinds) if start <= a.started < end]

    @staticmethod
    def summary(answers: list[Answer]) -> str:
        statuses = Counter(str(a.status) if a.status is not None else "none" for a in answers)
        slowest = max((a.seconds for a in answers), default=0.0)
        return (
            f"{len(answers)} calls, statuses {dict(sorted(statuses.items()))}, "
            f"slowest {slowest:.2f} s"
        )


def call(
    client: httpx.Client, answers: Answers, kind: str, method: str, path: str, **kwargs: Any
) -> Answer:
    """One call, timed by the client's wall clock and recorded whatever happens."""
    started = time.monotonic()
    try:
        response = client.request(method, path, **kwargs)
    except httpx.HTTPError as error:
        answer = Answer(
            kind,
            path,
            started,
            time.monotonic() - started,
            None,
            error=f"{type(error).__name__} ({error})" if str(error) else type(error).__name__,
        )
    else:
        try:
            body = response.json()
        except ValueError:
            body = None
        answer = Answer(
            kind,
            path,
            started,
            time.monotonic() - started,
            response.status_code,
            response.headers.get("retry-after"),
            body,
        )
    answers.add(answer)
    return answer


def sign_in(base_url: str, login: tuple[str, str]) -> str:
    """An access token for the account."""
    response = httpx.post(
        f"{base_url}/api/authn/log-in",
        json={"loginName": login[0], "password": login[1]},
        timeout=CLIENT_TIMEOUT,
    )
    response.raise_for_status()
    return str(response.json()["accessToken"])


class _Clients:
    """Threads running one loop each until stopped."""

    def __init__(self) -> None:
        self.stopping = threading.Event()
        self._threads: list[threading.Thread] = []

    def _spawn(self, name: str, loop: Callable[[], None]) -> None:
        thread = threading.Thread(target=loop, name=name, daemon=True)
        self._threads.append(thread)
        thread.start()

    def stop(self) -> None:
        self.stopping.set()
        for thread in self._threads:
            thread.join(CLIENT_TIMEOUT + 5)
            assert not thread.is_alive(), f"client {thread.name} did not stop"

    def __enter__(self) -> _Clients:
        return self

    def __exit__(self, *_: object) -> None:
        self.stop()


READ_PATHS = [
    "/api/companies?pageSize=5",
    "/api/devices?pageSize=20",
    "/api/buildings",
    "/api/issues?pageSize=20",
    "/api/dashboard/overview",
]


@dataclass
class Created:
    """Companies a writer asked for, by name, with what it was answered."""

    answered: dict[str, int | None] = field(default_factory=dict)

    def created(self) -> set[str]:
        return {name for name, status in self.answered.items() if status == 201}


class HttpLoad(_Clients):
    """Readers, writers and a liveness prober against one `hygiene serve`."""

    def __init__(
        self,
        base_url: str,
        token: str,
        readers: int = 2,
        writers: int = 1,
        live: bool = True,
        answers: Answers | None = None,
    ) -> None:
        super().__init__()
        self.base_url, self.token = base_url, token
        self.answers = answers or Answers()
        self.companies = Created()
        self._lock = threading.Lock()
        run = datetime.now(UTC).strftime("%H%M%S%f")
        for n in range(readers):
            self._spawn(f"reader-{n}", functools.partial(self._read, n))
        for n in range(writers):
            self._spawn(f"writer-{n}", functools.partial(self._write, f"{run}-{n}"))
        if live:
            self._spawn("live", self._live)

    def _client(self) -> httpx.Client:
        return httpx.Client(
            base_url=self.base_url,
            headers={"Authorization": f"Bearer {self.token}"},
            timeout=CLIENT_TIMEOUT,
        )

    def _read(self, n: int) -> None:
        with self._client() as client:
            turn = n
            while not self.stopping.is_set():
                call(client, self.answers, "read", "GET", READ_PATHS[turn % len(READ_PATHS)])
                turn += 1
                self.stopping.wait(PACE)

    def _write(self, prefix: str) -> None:
        with self._client() as client:
            count = 0
            while not self.stopping.is_set():
                count += 1
                name = f"Fault {prefix}-{count}"
                body = {"name": name, "type": "LANDLORD", "code": f"F{prefix}-{count}"}
                answer = call(client, self.answers, "write", "POST", "/api/companies", json=body)
                with self._lock:
                    self.companies.answered[name] = answer.status
                self.stopping.wait(PACE)

    def _live(self) -> None:
        with httpx.Client(base_url=self.base_url, timeout=CLIENT_TIMEOUT) as client:
            while not self.stopping.is_set():
                call(client, self.answers, "live", "GET", "/api/health/live")
                self.stopping.wait(PACE * 4)


def reading(device: str, seq: int) -> dict[str, Any]:
    """A plain reading; each device's battery runs low for 20 readings in every 40, so the
    rules open and resolve issues and the processes have work too."""
    voltage = 2.4 if (seq // 20) % 2 else 3.6
    return {
        "device": device,
        "time": datetime.now(UTC).isoformat(),
        "seq": seq,
        "readings": {"batteryVoltage": voltage, "rssi": -70},
    }


class Sent:
    """Readings sent, by (device, seq), and what each was answered last."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.outcome: dict[tuple[str, int], str] = {}
        self.failures = 0  # sends that got no answer, or not a normal one
        self.last_success = 0.0  # time.monotonic() of the last answered send

    def record(self, keys: Iterable[tuple[str, int]], statuses: Iterable[str]) -> None:
        with self._lock:
            for key, status in zip(keys, statuses, strict=True):
                self.outcome[key] = status
            self.last_success = time.monotonic()

    def failed(self) -> None:
        with self._lock:
            self.failures += 1

    def stored(self) -> set[tuple[str, int]]:
        """What the console said it stored: accepted, or already there (a duplicate)."""
        with self._lock:
            return {k for k, s in self.outcome.items() if s in ("accepted", "duplicate")}

    def counts(self) -> Counter[str]:
        with self._lock:
            return Counter(self.outcome.values())


class HttpReadings(_Clients):
    """A gateway posting batches to `POST /api/ingest/readings`; an unanswered batch (or a
    5xx) is sent again until the console answers it."""

    def __init__(
        self,
        base_url: str,
        key: str,
        devices: list[str],
        batch: int = 20,
        first_seq: int = 1,
        answers: Answers | None = None,
    ) -> None:
        super().__init__()
        self.base_url, self.key, self.devices, self.batch = base_url, key, devices, batch
        self.answers = answers or Answers()
        self.sent = Sent()
        self._next = first_seq
        self._spawn("http-readings", self._run)

    def _run(self) -> None:
        headers = {"X-Ingest-Key": self.key}
        with httpx.Client(base_url=self.base_url, headers=headers, timeout=CLIENT_TIMEOUT) as c:
            while not self.stopping.is_set():
                keys = [(self.devices[n % len(self.devices)], n) for n in self._take()]
                while not self.stopping.is_set():
                    body = {"messages": [reading(device, seq) for device, seq in keys]}
                    answer = call(
                        c, self.answers, "readings", "POST", "/api/ingest/readings", json=body
                    )
                    if answer.status == 200 and isinstance(answer.body, dict):
                        self.sent.record(keys, [r["status"] for r in answer.body["results"]])
                        break
                    self.sent.failed()
                    self.stopping.wait(PACE * 4)
                self.stopping.wait(PACE)

    def _take(self) -> range:
        first, self._next = self._next, self._next + self.batch
        return range(first, self._next)
