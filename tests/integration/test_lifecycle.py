"""The console's processes started while a service is down: they wait for it with a line
per try and no traceback, and SIGTERM ends them within ten seconds, waiting or working."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.consoles import drop_schema

HYGIENE = str(Path(sys.executable).with_name("hygiene"))
STOP_BOUND = 10.0


def _closed_port() -> int:
    """A port nothing listens on: connections to it are refused."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Process:
    def __init__(self, args: list[str], env: dict[str, str], log: Path) -> None:
        self.log = log
        self._file = log.open("wb")
        self.popen = subprocess.Popen(  # noqa: S603 - our own command, our own arguments
            [HYGIENE, *args], env=env, stdout=self._file, stderr=subprocess.STDOUT
        )

    def lines(self) -> list[dict[str, object]]:
        found = []
        for line in self.log.read_text(errors="replace").splitlines():
            try:
                found.append(json.loads(line))
            except ValueError:
                found.append({"event": "(text)", "text": line})
        return found

    def wait_for(self, event: str, count: int = 1, within: float = 60.0) -> None:
        deadline = time.monotonic() + within
        while time.monotonic() < deadline:
            if sum(1 for line in self.lines() if line.get("event") == event) >= count:
                return
            assert self.popen.poll() is None, f"exited early:\n{self.log.read_text()}"
            time.sleep(0.05)
        raise AssertionError(f"no {count} x {event} within {within} s:\n{self.log.read_text()}")

    def terminate(self) -> float:
        started = time.monotonic()
        self.popen.send_signal(signal.SIGTERM)
        try:
            self.popen.wait(timeout=30)
        finally:
            self.close()
        return time.monotonic() - started

    def close(self) -> None:
        if self.popen.poll() is None:
            self.popen.kill()
            self.popen.wait()
        self._file.close()


@pytest.fixture
def spawn(tmp_path: Path) -> Iterator[object]:
    started: list[Process] = []

    def start(args: list[str], **env: str) -> Process:
        environment = {
            **os.environ,
            "HYGIENE_DATA_DIR": str(tmp_path / "var"),
            "HYGIENE_SECRET_KEY": "test-secret-key-0123456789abcdef",
            "HYGIENE_LOG_LEVEL": "info",
            **env,
        }
        process = Process(args, environment, tmp_path / f"{args[0]}-{len(started)}.log")
        started.append(process)
        return process

    yield start
    for process in started:
        process.close()


@pytest.mark.parametrize(
    "args",
    [["serve", "--no-demo", "--port", "0"], ["project"], ["ingest"]],
    ids=["serve", "project", "ingest"],
)
def test_started_while_postgresql_is_down_it_waits_quietly_and_stops_on_sigterm(
    spawn, args: list[str]
) -> None:  # type: ignore[no-untyped-def]
    down = f"postgresql://postgres@127.0.0.1:{_closed_port()}/test"
    process = spawn(
        args,
        HYGIENE_DATABASE_URL=down,
        HYGIENE_NATS_URL=f"nats://127.0.0.1:{_closed_port()}",
    )
    process.wait_for("storage.waiting", count=3)
    took = process.terminate()
    assert took < STOP_BOUND, f"took {took:.1f} s to stop"
    text = process.log.read_text()
    assert "Traceback" not in text
    waiting = [line for line in process.lines() if line.get("event") == "storage.waiting"]
    assert [line["attempt"] for line in waiting] == list(range(1, len(waiting) + 1))
    assert all(float(str(line["retry_in"])) > 0 for line in waiting)
    assert "postgres@" not in text or "password" not in text


def test_ingest_waits_for_nats_and_stops_on_sigterm(spawn, postgres_url: str) -> None:  # type: ignore[no-untyped-def]
    schema = f"test_lifecycle_{os.getpid()}"
    process = spawn(
        ["ingest"],
        HYGIENE_DATABASE_URL=postgres_url,
        HYGIENE_DATABASE_SCHEMA=schema,
        HYGIENE_NATS_URL=f"nats://127.0.0.1:{_closed_port()}",
    )
    try:
        process.wait_for("nats.waiting", count=3)
        took = process.terminate()
        assert took < STOP_BOUND, f"took {took:.1f} s to stop"
        assert "Traceback" not in process.log.read_text()
    finally:
        drop_schema(postgres_url, schema)
