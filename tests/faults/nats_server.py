"""A throwaway `nats-server -js` that the fault tests may kill and start again.

Its JetStream store is a temporary folder kept across restarts, so a restart finds the
streams, the consumers and what was published before; it is killed by its own process id.
"""

from __future__ import annotations

import shutil
import signal
import subprocess
import tempfile
from pathlib import Path

from tests.faults.waiting import free_port, port_open, wait_until


class ThrowawayNats:
    def __init__(self) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="hygiene-faults-nats-"))
        self.store = self.root / "jetstream"
        self.log = self.root / "nats.log"
        self.port = free_port()
        self._process: subprocess.Popen[bytes] | None = None
        self._log_mark = 0  # where this run's lines begin in the log

    @property
    def url(self) -> str:
        return f"nats://127.0.0.1:{self.port}"

    def start(self) -> None:
        """Starts it on its port and store (again after a kill), ready for JetStream."""
        assert not self.running(), "nats-server is already running"
        self._log_mark = self.log.stat().st_size if self.log.exists() else 0
        with self.log.open("ab") as log:
            self._process = subprocess.Popen(  # noqa: S603 - our own arguments
                [
                    shutil.which("nats-server") or "nats-server",
                    "-js",
                    "-a",
                    "127.0.0.1",
                    "-p",
                    str(self.port),
                    "-sd",
                    str(self.store),
                ],
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        wait_until(self._ready, 30, "the throwaway nats-server ready")

    def _ready(self) -> bool:
        if not self.running():
            raise AssertionError(f"nats-server exited: {self.log.read_text()[-2000:]}")
        with self.log.open("rb") as log:
            log.seek(self._log_mark)
            ready = b"Server is ready" in log.read()
        return ready and port_open(self.port)

    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def kill(self) -> None:
        """SIGKILL, as a crash: whatever it had not written is its store's business."""
        if self._process is not None and self._process.poll() is None:
            self._process.send_signal(signal.SIGKILL)
            self._process.wait(30)

    def ensure_running(self) -> None:
        if not self.running():
            self.start()

    def close(self) -> None:
        self.kill()
        shutil.rmtree(self.root, ignore_errors=True)
