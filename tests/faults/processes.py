"""The console's own processes (`hygiene serve`, `ingest`, `project`) as children of a test.

Each writes its log to a file of the test's; it is killed, terminated and reaped by its
process id, and whatever a test does, `Processes.stop_all` leaves none behind.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from tests.faults.waiting import free_port, wait_until

ROOT = Path(__file__).resolve().parents[2]
HYGIENE = ROOT / ".venv" / "bin" / "hygiene"
SECRET_KEY = "fault-suite-secret-key-0123456789abcdef"


@dataclass(frozen=True)
class Services:
    """Where the console's processes find the throwaway services, and their data folder."""

    database_url: str
    nats_url: str
    data_dir: Path
    stream: str = "HYGIENE"
    prefix: str = "hygiene"

    def env(self) -> dict[str, str]:
        return {
            **os.environ,
            "HYGIENE_DATABASE_URL": self.database_url,
            "HYGIENE_NATS_URL": self.nats_url,
            "HYGIENE_NATS_STREAM": self.stream,
            "HYGIENE_NATS_SUBJECT_PREFIX": self.prefix,
            "HYGIENE_DATA_DIR": str(self.data_dir),
            "HYGIENE_SECRET_KEY": SECRET_KEY,
            "HYGIENE_LOG_LEVEL": "info",
            "PYTHONUNBUFFERED": "1",
        }


class ConsoleProcess:
    """One `hygiene` command, started (and started again) with the same arguments."""

    def __init__(self, name: str, args: list[str], env: dict[str, str], log: Path) -> None:
        self.name, self.args, self.env, self.log = name, args, env, log
        self.port: int | None = None
        self._process: subprocess.Popen[bytes] | None = None
        self._mark = 0  # where the current run's lines begin in the log

    def start(self) -> ConsoleProcess:
        assert not self.running(), f"{self.name} is already running"
        self._mark = self.log.stat().st_size if self.log.exists() else 0
        with self.log.open("ab") as log:
            self._process = subprocess.Popen(  # noqa: S603 - our own arguments
                [str(HYGIENE), *self.args],
                env=self.env,
                cwd=ROOT,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,  # a terminal's Ctrl-C reaches the test, not these
            )
        return self

    @property
    def pid(self) -> int:
        assert self._process is not None
        return self._process.pid

    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def exit_code(self) -> int | None:
        return None if self._process is None else self._process.poll()

    # Signals --------------------------------------------------------------------------

    def kill(self) -> None:
        """kill -9, and reaped."""
        if self.running():
            assert self._process is not None
            self._process.send_signal(signal.SIGKILL)
            self._process.wait(30)

    def terminate(self) -> float:
        """Sends SIGTERM; answers when (time.monotonic())."""
        assert self._process is not None and self.running(), f"{self.name} is not running"
        self._process.send_signal(signal.SIGTERM)
        return time.monotonic()

    def stop(self) -> None:
        """SIGTERM, then SIGKILL if it is still there after 10 s; always reaped."""
        if self._process is None or self._process.poll() is not None:
            return
        self._process.send_signal(signal.SIGTERM)
        try:
            self._process.wait(10)
        except subprocess.TimeoutExpired:
            self.kill()

    # The log --------------------------------------------------------------------------

    def log_text(self, whole: bool = False) -> str:
        """This run's log (every run's with `whole`)."""
        if not self.log.exists():
            return ""
        with self.log.open("rb") as log:
            log.seek(0 if whole else self._mark)
            return log.read().decode(errors="replace")

    def log_lines(self) -> list[str]:
        return [line for line in self.log_text().splitlines() if line.strip()]

    def events(self) -> Iterator[dict[str, Any]]:
        """This run's structured log lines, decoded (lines that are not JSON are skipped)."""
        for line in self.log_lines():
            try:
                entry = json.loads(line)
            except ValueError:
                continue
            if isinstance(entry, dict):
                yield entry

    def logged(self, event: str) -> int:
        """How many times this run logged `event`."""
        return sum(1 for entry in self.events() if entry.get("event") == event)

    def wait_for_log(self, event: str, timeout: float, count: int = 1) -> float:
        """Waits until this run has logged `event` `count` times; answers the seconds."""

        def seen() -> bool:
            if not self.running() and self.logged(event) < count:
                raise AssertionError(f"{self.name} exited ({self.exit_code()})")
            return self.logged(event) >= count

        return wait_until(seen, timeout, f"{self.name} logging {event}")[1]

    # HTTP (serve) ---------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        assert self.port is not None, f"{self.name} serves no HTTP"
        return f"http://127.0.0.1:{self.port}"

    def wait_http(self, timeout: float, path: str = "/api/health", status: int = 200) -> float:
        """Waits until the server answers `path` with `status`; answers the seconds."""

        def answers() -> bool:
            if not self.running():
                raise AssertionError(f"{self.name} exited ({self.exit_code()})")
            try:
                return httpx.get(self.base_url + path, timeout=2).status_code == status
            except httpx.HTTPError:
                return False

        return wait_until(answers, timeout, f"{self.name} answering {path} with {status}")[1]


class Processes:
    """Every console process a test starts; `stop_all` ends and reaps them."""

    def __init__(self, services: Services, logs: Path) -> None:
        self.services = services
        self.logs = logs
        self.started: list[ConsoleProcess] = []

    def _new(self, name: str, args: list[str]) -> ConsoleProcess:
        process = ConsoleProcess(name, args, self.services.env(), self.logs / f"{name}.log")
        self.started.append(process)
        return process

    def serve(self, *options: str) -> ConsoleProcess:
        """`hygiene serve --no-demo` on a free port (the estate is seeded beforehand)."""
        port = free_port()
        process = self._new(
            f"serve-{len(self.started)}",
            ["serve", "--no-demo", "--host", "127.0.0.1", "--port", str(port), *options],
        )
        process.port = port
        return process.start()

    def ingest(self, *options: str) -> ConsoleProcess:
        return self._new(f"ingest-{len(self.started)}", ["ingest", *options]).start()

    def project(self, *options: str) -> ConsoleProcess:
        return self._new(f"project-{len(self.started)}", ["project", *options]).start()

    def stop_all(self) -> None:
        for process in self.started:
            try:
                process.stop()
            except Exception:  # the others are still stopped
                process.kill()
