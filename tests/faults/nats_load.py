"""Readings published to JetStream while a fault happens, and what JetStream says of them.

`NatsReadings` publishes from a thread of its own (with its own event loop), a burst at a
time, and publishes a message again until JetStream acknowledges it, as a gateway would:
acknowledged means JetStream holds it, and the console owes it to the readings log.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from typing import Any

import msgspec
import nats
from nats.js.errors import NotFoundError

from ingest.nats_worker import ensure_stream
from ingest.partitions import backlog
from tests.faults.load import Sent, reading


class NatsReadings:
    def __init__(
        self,
        url: str,
        stream: str,
        prefix: str,
        devices: list[str],
        first_seq: int = 1,
        burst: int = 20,
        pause: float = 0.05,
    ) -> None:
        self.url, self.stream, self.prefix, self.devices = url, stream, prefix, devices
        self.burst, self.pause = burst, pause
        self.sent = Sent()
        self._next = first_seq
        self._stop = threading.Event()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._main, name="nats-readings", daemon=True)
        self._thread.start()
        assert self._ready.wait(30), "the NATS publisher could not connect"

    def _main(self) -> None:
        asyncio.run(self._run())

    async def _run(self) -> None:
        connection = await nats.connect(
            self.url,
            connect_timeout=2,
            reconnect_time_wait=0.2,
            max_reconnect_attempts=-1,
            name="fault-suite-publisher",
        )
        js = connection.jetstream()
        await ensure_stream(js, self.stream, self.prefix)
        self._ready.set()
        waiting: list[tuple[str, int]] = []
        try:
            while not self._stop.is_set():
                if not waiting:
                    waiting = [self._key() for _ in range(self.burst)]
                results = await asyncio.gather(
                    *(self._publish(js, key) for key in waiting), return_exceptions=True
                )
                acked = [key for key, ok in zip(waiting, results, strict=True) if ok is True]
                if acked:
                    self.sent.record(acked, ["published"] * len(acked))
                waiting = [key for key in waiting if key not in set(acked)]
                if waiting:
                    self.sent.failed()
                await asyncio.sleep(self.pause)
        finally:
            # The server may be away: nothing is left to flush then.
            with contextlib.suppress(Exception):
                await asyncio.wait_for(connection.close(), 5)

    async def _publish(self, js: Any, key: tuple[str, int]) -> bool:
        device, seq = key
        payload = msgspec.json.encode(reading(device, seq))
        await js.publish(f"{self.prefix}.readings.{device}", payload, timeout=2)
        return True

    def _key(self) -> tuple[str, int]:
        n, self._next = self._next, self._next + 1
        return self.devices[n % len(self.devices)], n

    def published(self) -> set[tuple[str, int]]:
        """The readings JetStream acknowledged."""
        return {key for key, status in self.sent.outcome.items() if status == "published"}

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(30)
        assert not self._thread.is_alive(), "the NATS publisher did not stop"

    def __enter__(self) -> NatsReadings:
        return self

    def __exit__(self, *_: object) -> None:
        self.stop()


def publish_backlog(
    url: str, stream: str, prefix: str, devices: list[str], count: int, first_seq: int
) -> set[tuple[str, int]]:
    """Publishes `count` readings at once and answers them, all acknowledged."""

    async def run() -> set[tuple[str, int]]:
        connection = await nats.connect(url, connect_timeout=2)
        try:
            js = connection.jetstream()
            await ensure_stream(js, stream, prefix)
            keys = [(devices[n % len(devices)], n) for n in range(first_seq, first_seq + count)]
            for start in range(0, count, 500):
                chunk = keys[start : start + 500]
                await asyncio.gather(
                    *(
                        js.publish(
                            f"{prefix}.readings.{device}",
                            msgspec.json.encode(reading(device, seq)),
                            timeout=10,
                        )
                        for device, seq in chunk
                    )
                )
            return set(keys)
        finally:
            await connection.close()

    return asyncio.run(run())


def consumer_backlog(url: str, stream: str) -> tuple[int, int] | None:
    """The ingest consumers' messages not yet delivered and those delivered but not
    acknowledged; None before the consumer exists."""

    async def run() -> tuple[int, int] | None:
        connection = await nats.connect(url, connect_timeout=2, max_reconnect_attempts=0)
        try:
            return await backlog(connection.jetstream(), stream)
        except NotFoundError:
            return None
        finally:
            await connection.close()

    return asyncio.run(run())


def wait_settled_consumer(url: str, stream: str, timeout: float) -> float:
    """Waits until the consumer has every message delivered and acknowledged."""
    from tests.faults.waiting import wait_until

    started = time.monotonic()
    wait_until(
        lambda: consumer_backlog(url, stream) == (0, 0),
        timeout,
        "the ingest consumer acknowledging everything",
        poll=0.2,
    )
    return time.monotonic() - started
