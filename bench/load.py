"""The console's server in a process of its own, loaded by `wrk` from another.

`wrk` (Debian's package) opens the connections and counts: the server does not share its
process, nor its interpreter, with the load.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from hygiene.settings import Settings

_UNITS = {"us": 1e-3, "ms": 1.0, "s": 1e3, "m": 60e3}


@dataclass(frozen=True)
class Load:
    """What wrk measured of one call."""

    requests_per_second: float
    p50_ms: float
    p99_ms: float
    requests: int
    errors: int  # answers other than 2xx or 3xx, and socket errors


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """`hygiene serve` on the benchmark's storage, without the demo's seeding unless `demo`."""

    def __init__(self, settings: Settings, *, demo: bool = False) -> None:
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = {
            **os.environ,
            "HYGIENE_DATA_DIR": str(settings.data_dir),
            "HYGIENE_SECRET_KEY": settings.secret_key or "bench",
            "HYGIENE_LOG_LEVEL": "warning",
            "HYGIENE_ACCESS_TOKEN_TTL": "86400",
        }
        env.pop("HYGIENE_DATABASE_URL", None)
        if settings.database_url:
            env["HYGIENE_DATABASE_URL"] = settings.database_url
            env["HYGIENE_DATABASE_SCHEMA"] = settings.database_schema
        command = [str(Path(sys.executable).with_name("hygiene")), "serve"]
        if not demo:
            command.append("--no-demo")
        self.process = subprocess.Popen([*command, "--port", str(self.port)], env=env)
        self._wait_until_up()

    def _wait_until_up(self, timeout: float = 600) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server stopped ({self.process.returncode})")
            try:
                with urllib.request.urlopen(self.url + "/api/health", timeout=5):
                    return
            except (OSError, urllib.error.URLError):
                time.sleep(0.5)
        raise RuntimeError("the server did not answer /api/health")

    def sign_in(self, login_name: str, password: str) -> str:
        body = json.dumps({"loginName": login_name, "password": password}).encode()
        request = urllib.request.Request(
            self.url + "/api/authn/log-in",
            data=body,
            headers={"content-type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=30) as answer:
            return str(json.loads(answer.read())["accessToken"])

    def get(self, path: str, token: str | None) -> tuple[int, bytes]:
        headers = {"authorization": f"Bearer {token}"} if token else {}
        request = urllib.request.Request(self.url + path, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                return answer.status, answer.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(60)
        except subprocess.TimeoutExpired:
            self.process.kill()


def wrk(url: str, token: str | None, seconds: int, connections: int = 50) -> Load:
    """`wrk` against one URL: `connections` clients on two threads for `seconds`."""
    binary = shutil.which("wrk")
    if binary is None:
        raise SystemExit("wrk is needed: apt-get install wrk")
    command = [binary, "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", "--timeout", "10s"]
    if token:
        command += ["-H", f"Authorization: Bearer {token}"]
    out = subprocess.run([*command, url], capture_output=True, text=True, check=True).stdout
    return _parse(out)


def _ms(text: str) -> float:
    match = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text)
    if not match:
        raise ValueError(f"not a wrk latency: {text!r}")
    return float(match.group(1)) * _UNITS[match.group(2)]


def _parse(out: str) -> Load:
    def grab(pattern: str) -> str | None:
        match = re.search(pattern, out)
        return match.group(1) if match else None

    errors = int(grab(r"Non-2xx or 3xx responses: (\d+)") or 0)
    socket_errors = grab(r"Socket errors: (.*)")
    if socket_errors:
        errors += sum(int(n) for n in re.findall(r"\d+", socket_errors))
    return Load(
        requests_per_second=float(grab(r"Requests/sec:\s+([\d.]+)") or 0),
        p50_ms=_ms(grab(r"\n\s+50%\s+(\S+)") or "0ms"),
        p99_ms=_ms(grab(r"\n\s+99%\s+(\S+)") or "0ms"),
        requests=int(grab(r"(\d+) requests in") or 0),
        errors=errors,
    )
