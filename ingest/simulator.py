"""Realistic readings for the demo estate, sent through the same paths as real sensors.

Each device kind follows a simple model: paper and soap run down with use and are refilled,
bins fill and are emptied, people pass, meters count water (with the odd night-time leak),
floors get wet, panels collect ratings, and batteries drain slowly.
"""

from __future__ import annotations

import json
import random
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import msgspec

from domain.feedback import AREAS
from domain.kinds import DeviceKind
from ingest.scenes import stage, wave


@dataclass
class SimulatedDevice:
    identifier: str
    kind: str
    rng: random.Random
    battery: float = 3.65
    level: float = 100.0  # % of paper or soap left, or bin fill
    people: int = 0
    litres: float = 0.0
    seq: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    def step(self, now: datetime, minutes: float) -> dict[str, Any]:
        """Advances the model by `minutes` and answers the message it would send."""
        self.seq += 1
        self.battery = max(2.9, self.battery - self.rng.uniform(0, 0.0004) * minutes)
        readings: dict[str, Any] = {
            "batteryVoltage": round(self.battery, 3),
            "rssi": round(self.rng.gauss(-78, 8), 1),
        }
        visitors = self.rng.randint(0, max(1, int(3 * minutes)))
        if self.extra.get("waves"):
            visitors = round(visitors * wave(now))
        kind = self.kind
        if kind in (DeviceKind.TOILET_PAPER, DeviceKind.MANUAL_PAPER, DeviceKind.SOAP_DISPENSER):
            heavy = self.extra.get("heavy")
            self.level -= visitors * self.rng.uniform(0.2, 0.8) * (heavy or 1.0)
            if self._refilled(heavy is not None):
                self.level = 100.0  # a cleaner refilled it
            readings["range"] = round(20 + (100 - max(self.level, 0)) * 1.0, 1)
        elif kind == DeviceKind.BIN_FULL:
            self.level = min(100.0, self.level + visitors * self.rng.uniform(0.2, 1.0))
            if self.level > 92 and self.rng.random() < 0.3:
                self.level = 0.0
            readings["range"] = round(700 - self.level * 6, 1)
        elif kind == DeviceKind.PEOPLE_COUNTER:
            self.people += visitors
            readings["peopleCounter"] = self.people
        elif kind in (DeviceKind.WATER_METER, DeviceKind.MAIN_WATER_METER):
            per_visit = 3.0 if kind == DeviceKind.WATER_METER else 25.0
            self.litres += visitors * per_visit * self.rng.uniform(0.5, 1.5)
            if self.extra.get("leaking"):
                self.litres += 0.5 * minutes
            readings["waterMeter"] = round(self.litres, 2)
            readings["pulseCounter"] = int(self.litres)
        elif kind == DeviceKind.TEMP_HUMIDITY:
            readings["temperature"] = round(self.rng.gauss(25, 2.5), 1)
            readings["humidity"] = round(min(100, max(0, self.rng.gauss(62, 10))), 1)
        elif kind in (DeviceKind.ODOUR, DeviceKind.WET_FLOOR):
            readings["digitalInput"] = 1 if self.rng.random() < 0.03 else 0
        elif kind == DeviceKind.FEEDBACK_PANEL and self.rng.random() < 0.5:
            weights = [30, 35, 20, 10, 5]  # a panel is pressed every other round
            rating = self.rng.choices([1, 2, 3, 4, 5], weights)[0]
            readings["rating"] = rating
            if rating >= 3 and self.rng.random() < 0.6:  # an unhappy visitor says why
                readings["areas"] = self.rng.sample(AREAS, self.rng.choice([1, 1, 2]))
        return {
            "device": self.identifier,
            "time": _stamp(now),
            "seq": self.seq,
            "readings": readings,
        }

    def _refilled(self, heavy: bool) -> bool:
        """A cleaner comes by a low dispenser now and then; the heavy-use one is left empty
        a while (its issue and its forecast show)."""
        if heavy:
            return self.level <= 0 and self.rng.random() < 0.15
        return self.level < 8 and self.rng.random() < 0.3


def _stamp(now: datetime) -> str:
    return now.isoformat().replace("+00:00", "Z")


def devices_of(rows: list[dict[str, Any]], seed: int, first_seq: int) -> list[SimulatedDevice]:
    rng = random.Random(seed)
    devices = []
    for row in rows:
        device = SimulatedDevice(row["identifier"], row["kind"], random.Random(rng.random()))
        device.seq = first_seq
        device.level = device.rng.uniform(40, 100) if row["kind"] != DeviceKind.BIN_FULL else 10
        device.litres = device.rng.uniform(1000, 50000)
        device.extra["leaking"] = device.rng.random() < 0.05
        devices.append(device)
    return devices


def ticks(
    devices: list[SimulatedDevice], count: int, minutes: float, start: datetime
) -> Iterator[list[dict[str, Any]]]:
    """`count` rounds of one message per device; times advance `minutes` a round, and never
    pass the present (so no message is rejected as coming from the future)."""
    for n in range(count):
        now = min(start + timedelta(minutes=minutes * n), datetime.now(UTC))
        yield [device.step(now, minutes) for device in devices]


def live_ticks(
    devices: list[SimulatedDevice], count: int, minutes: float
) -> Iterator[list[dict[str, Any]]]:
    """`count` rounds stamped with the moment each is made: a live run's silences are
    real ones. Use still advances `minutes` a round, so a demo shows a day's wear in
    minutes."""
    for _ in range(count):
        now = datetime.now(UTC)
        yield [device.step(now, minutes) for device in devices]


def http_sender(url: str, key: str) -> Callable[[list[dict[str, Any]]], dict[str, Any]]:
    endpoint = url.rstrip("/") + "/api/ingest/readings"

    def send(messages: list[dict[str, Any]]) -> dict[str, Any]:
        summary = {"accepted": 0, "duplicates": 0, "rejected": 0}
        for start in range(0, len(messages), 500):
            body = msgspec.json.encode({"messages": messages[start : start + 500]})
            request = urllib.request.Request(  # noqa: S310 - the operator names the URL
                endpoint,
                data=body,
                headers={"Content-Type": "application/json", "X-Ingest-Key": key},
                method="POST",
            )
            with urllib.request.urlopen(request, timeout=30) as reply:  # noqa: S310
                answer = json.loads(reply.read())
            for name in summary:
                summary[name] += answer[name]
        return summary

    return send


def nats_sender(
    url: str, stream: str = "HYGIENE", prefix: str = "hygiene"
) -> Callable[[list[dict[str, Any]]], dict[str, Any]]:
    import asyncio

    import nats

    loop = asyncio.new_event_loop()
    connection = loop.run_until_complete(nats.connect(url, name="hygiene-simulate"))
    js = connection.jetstream()

    async def publish(messages: list[dict[str, Any]]) -> None:
        from ingest.nats_worker import ensure_stream

        await ensure_stream(js, stream, prefix)
        for message in messages:
            subject = (
                f"{prefix}.heartbeats.{message['gateway']}"
                if "gateway" in message
                else f"{prefix}.readings.{message['device']}"
            )
            await js.publish(subject, msgspec.json.encode(message))

    def send(messages: list[dict[str, Any]]) -> dict[str, Any]:
        loop.run_until_complete(publish(messages))
        return {"published": len(messages)}

    return send


def simulate(
    rows: list[dict[str, Any]],
    send: Callable[[list[dict[str, Any]]], dict[str, Any]],
    rounds: int,
    minutes: float,
    interval: float,
    seed: int = 7,
    progress: Callable[[int, int, dict[str, Any]], None] = lambda *_: None,
    gateway: str = "demo-gateway",
    basement: Callable[[list[dict[str, Any]]], dict[str, Any]] | None = None,
    basement_gateway: str = "demo-basement-gateway",
    live: bool = False,
) -> int:
    """Sends `rounds` rounds for the given devices, with the scenes of `ingest.scenes`
    staged; `basement` sends what the basement gateway delivers (else `send` does). A
    `live` run stamps each round with the present; otherwise the rounds are spread back
    from now, `minutes` apart. Answers how many messages were sent."""
    if not rows:
        return 0
    first_seq = int(time.time() * 1000) * 10  # later runs never reuse a (device, seq)
    devices = devices_of(rows, seed, first_seq)
    scenes = stage(devices, rounds)
    start = datetime.now(UTC) - timedelta(minutes=minutes * max(rounds - 1, 0))
    rounds_made = (
        live_ticks(devices, rounds, minutes) if live else ticks(devices, rounds, minutes, start)
    )
    sent = 0
    for n, messages in enumerate(rounds_made, start=1):
        at = messages[0]["time"]
        heard = [m for d, m in zip(devices, messages, strict=True) if scenes.sends(d, n)]
        below = [m for m in heard if m["device"] in scenes.basement]
        if scenes.basement_beats(n):
            below.append({"gateway": basement_gateway, "time": at})
        # The main gateway says it is alive with every round.
        main = [m for m in heard if m["device"] not in scenes.basement]
        main.append({"gateway": gateway, "time": at})
        if basement is None:
            main, below = [*main, *below], []
        answer = _sent(send, main)
        if below and basement is not None:
            _sent(basement, below)
        sent += len(heard)
        progress(n, rounds, answer)
        if interval and n < rounds:
            time.sleep(interval)
    return sent


def _sent(
    send: Callable[[list[dict[str, Any]]], dict[str, Any]], messages: list[dict[str, Any]]
) -> dict[str, Any]:
    try:
        return send(messages)
    except (urllib.error.URLError, OSError) as error:
        return {"error": str(error)}
