"""`hygiene serve --workers N` on PostgreSQL: N API processes behind one port, without
followers, throttling sign-ins as one; on the embedded SQLite default it says what it needs
and stops."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.consoles import postgres_settings

HYGIENE = Path(sys.executable).parent / "hygiene"
LOG_IN = "/api/authn/log-in"


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


@pytest.fixture
def served(tmp_path: Path, postgres_url: str) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    with postgres_settings(tmp_path / "var", postgres_url) as settings:
        port = _free_port()
        env = {
            **os.environ,
            "HYGIENE_DATA_DIR": str(tmp_path / "var"),
            "HYGIENE_DATABASE_URL": postgres_url,
            "HYGIENE_DATABASE_SCHEMA": settings.database_schema,
            "HYGIENE_SECRET_KEY": "workers-secret-key-0123456789abcdef0123",
            "HYGIENE_LOG_LEVEL": "warning",
        }
        log = tmp_path / "serve.log"
        process = subprocess.Popen(  # noqa: S603 - our own command
            [str(HYGIENE), "serve", "--workers", "2", "--port", str(port)],
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log.open("wb"),
            stderr=subprocess.STDOUT,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 90
            while True:
                assert process.poll() is None, log.read_text()
                try:
                    if httpx.get(f"{base}/api/health", timeout=2).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                assert time.monotonic() < deadline, "no answer in 90 s: " + log.read_text()
                time.sleep(0.1)
            yield base, process
        finally:
            process.terminate()
            try:
                process.wait(30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(30)


def test_two_api_processes_answer_on_one_port_and_throttle_as_one(
    served: tuple[str, subprocess.Popen[bytes]],
) -> None:
    base, process = served
    deadline = time.monotonic() + 60
    while len(_children(process.pid)) < 2:  # the supervisor's workers (and nothing else)
        assert time.monotonic() < deadline, _children(process.pid)
        time.sleep(0.1)
    statuses = []
    for _ in range(7):
        # A new connection each time, so the kernel may hand each to either process.
        with httpx.Client(base_url=base, timeout=10) as http:
            statuses.append(
                http.post(
                    LOG_IN, json={"loginName": "nobody@example.com", "password": "x"}
                ).status_code
            )
    assert statuses == [401] * 5 + [429] * 2


def test_several_processes_need_postgresql(tmp_path: Path) -> None:
    env = {**os.environ, "HYGIENE_DATA_DIR": str(tmp_path / "var"), "HYGIENE_LOG_LEVEL": "warning"}
    env.pop("HYGIENE_DATABASE_URL", None)
    done = subprocess.run(  # noqa: S603 - our own command
        [str(HYGIENE), "serve", "--workers", "2", "--port", str(_free_port())],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert b"HYGIENE_DATABASE_URL" in done.stderr
