"""The demo estate's sensors for the soak: every device sends the simulator's readings,
a round at a time, over HTTP (as a gateway does) or to JetStream, and what the console
(or the stream) accepted is recorded by device and seq.

A message counts as accepted over HTTP when the intake's answer says `accepted` for it,
over NATS when JetStream acknowledged its publication (from then on the console's ingest
worker owes it a place in the store).
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import defaultdict
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import msgspec
import nats

from bench.soak_stack import Stream
from ingest.nats_worker import ensure_stream
from ingest.simulator import devices_of, ticks

#: The demo estate's ingest key (README: demo accounts), and its gateway's name.
DEMO_KEY = "demo-ingest-key"
GATEWAY = "soak-gateway"
#: The intake's batches, as `hygiene simulate` sends them.
HTTP_BATCH = 500
SEED = 7

#: Sends one round's messages; answers, for each, whether it was accepted.
Send = Callable[[list[dict[str, Any]]], list[bool]]
#: Hears of each HTTP answer: (when, status, seconds, body); status 0 when none came.
Heard = Callable[[float, int, float, str], None]


def http_sender(url: str, heard: Heard) -> tuple[Send, Callable[[], None]]:
    """Posts batches to `/api/ingest/readings` with the demo's key on one connection."""
    client = httpx.Client(
        base_url=url, timeout=30, headers={"X-Ingest-Key": DEMO_KEY, "User-Agent": GATEWAY}
    )

    def send(messages: list[dict[str, Any]]) -> list[bool]:
        accepted: list[bool] = []
        for first in range(0, len(messages), HTTP_BATCH):
            batch = messages[first : first + HTTP_BATCH]
            body = msgspec.json.encode({"messages": batch})
            started = time.perf_counter()
            try:
                answer = client.post(
                    "/api/ingest/readings",
                    content=body,
                    headers={"Content-Type": "application/json"},
                )
            except httpx.HTTPError as error:
                heard(time.monotonic(), 0, time.perf_counter() - started, repr(error))
                accepted.extend([False] * len(batch))
                continue
            seconds = time.perf_counter() - started
            heard(time.monotonic(), answer.status_code, seconds, answer.text)
            results = answer.json()["results"] if answer.status_code == 200 else []
            said = {r["index"]: r["status"] == "accepted" for r in results}
            accepted.extend(said.get(i, False) for i in range(len(batch)))
        return accepted

    return send, client.close


def nats_sender(stream: Stream) -> tuple[Send, Callable[[], None]]:
    """Publishes each message to its subject on the soak's stream, on one connection."""
    loop = asyncio.new_event_loop()

    async def connect() -> Any:
        connection = await nats.connect(stream.url, name="hygiene-soak-devices")
        js = connection.jetstream()
        await ensure_stream(js, stream.name, stream.prefix)
        return connection, js

    connection, js = loop.run_until_complete(connect())

    async def publish(messages: list[dict[str, Any]]) -> list[bool]:
        subjects = [
            f"{stream.prefix}.heartbeats.{m['gateway']}"
            if "gateway" in m
            else f"{stream.prefix}.readings.{m['device']}"
            for m in messages
        ]
        # Published together and acknowledged each on its own, as many gateways would.
        acks = await asyncio.gather(
            *(
                js.publish(subject, msgspec.json.encode(m), timeout=30)
                for subject, m in zip(subjects, messages, strict=True)
            ),
            return_exceptions=True,
        )
        return [not isinstance(ack, BaseException) for ack in acks]

    def send(messages: list[dict[str, Any]]) -> list[bool]:
        return loop.run_until_complete(publish(messages))

    def close() -> None:
        loop.run_until_complete(connection.close())
        loop.close()

    return send, close


class Sensors:
    """A group of devices sending a round every `interval` seconds through `send`."""

    def __init__(
        self,
        rows: list[dict[str, Any]],
        send: Send,
        first_seq: int,
        sim_minutes: float,
        interval: float,
    ) -> None:
        self.rows = rows
        self.send = send
        self.first_seq = first_seq
        self.sim_minutes = sim_minutes
        self.interval = interval
        self._lock = threading.Lock()
        #: Device identifier -> the seqs accepted.
        self.accepted: dict[str, set[int]] = defaultdict(set)
        self.sent = 0
        self.refused = 0  # messages not accepted: answered otherwise, or not answered
        self.rounds = 0

    def accepted_count(self) -> int:
        with self._lock:
            return sum(len(seqs) for seqs in self.accepted.values())

    def run(self, seconds: float, stop: threading.Event) -> None:
        """Sends rounds until `seconds` have passed or `stop` is set: the simulator's
        device models, each round `sim_minutes` of simulated time, ending at the present
        (as `hygiene simulate` sends them), with the gateway's heartbeat."""
        rounds = max(1, int(seconds / self.interval))
        devices = devices_of(self.rows, SEED, self.first_seq)
        start = datetime.now(UTC) - timedelta(minutes=self.sim_minutes * (rounds - 1))
        began = time.monotonic()
        for n, messages in enumerate(ticks(devices, rounds, self.sim_minutes, start)):
            beat = {"gateway": GATEWAY, "time": messages[0]["time"]}
            answers = self.send([*messages, beat])
            with self._lock:
                self.rounds += 1
                self.sent += len(messages)
                for message, accepted in zip(messages, answers, strict=False):
                    if accepted:
                        self.accepted[message["device"]].add(message["seq"])
                    else:
                        self.refused += 1
            # Paced by the clock: a slow round is followed at once, not delayed further.
            if stop.wait(max(0.0, began + (n + 1) * self.interval - time.monotonic())):
                return
