"""The console as an operator runs it, for the soak: `hygiene serve` with the demo estate,
and `hygiene ingest` on a JetStream stream of its own when readings come over NATS.

Everything the soak makes is its own and removed at the end: the data folder, the
PostgreSQL schema, the stream.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import nats
import psycopg
from psycopg import sql

from bench.load import Server
from bench.year import PASSWORD
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings
from ingest.nats_worker import DURABLE, ensure_stream

DATABASE_URL = os.environ.get(
    "HYGIENE_BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/test"
)
NATS_URL = os.environ.get("HYGIENE_BENCH_NATS_URL", "nats://127.0.0.1:4222")
#: Signs the access tokens of the soak's own console.
SOAK_KEY = "soak-signing-key-for-the-soak-benchmark"


@dataclass(frozen=True)
class Stream:
    """A JetStream stream and subject prefix of the soak's own on the shared server."""

    url: str
    name: str
    prefix: str


def place(database: str, via: set[str]) -> tuple[Settings, Stream | None]:
    """A fresh data folder, schema (on PostgreSQL) and stream (for NATS) for one soak."""
    tag = uuid.uuid4().hex[:8]
    data_dir = Path(tempfile.mkdtemp(prefix=f"soak-{tag}-"))
    if database == "postgres":
        settings = Settings(
            data_dir=data_dir,
            database_url=DATABASE_URL,
            database_schema=f"soak_{tag}",
            secret_key=SOAK_KEY,
        )
    else:
        settings = Settings(data_dir=data_dir, secret_key=SOAK_KEY)
    stream = Stream(NATS_URL, f"SOAK_{tag}", f"soak{tag}") if "nats" in via else None
    return settings, stream


def _environment(settings: Settings, stream: Stream | None) -> dict[str, str]:
    env = {
        **os.environ,
        "HYGIENE_DATA_DIR": str(settings.data_dir),
        "HYGIENE_SECRET_KEY": settings.secret_key or SOAK_KEY,
        "HYGIENE_LOG_LEVEL": "warning",
    }
    env.pop("HYGIENE_DATABASE_URL", None)
    if settings.database_url:
        env["HYGIENE_DATABASE_URL"] = settings.database_url
        env["HYGIENE_DATABASE_SCHEMA"] = settings.database_schema
    if stream is not None:
        env["HYGIENE_NATS_URL"] = stream.url
        env["HYGIENE_NATS_STREAM"] = stream.name
        env["HYGIENE_NATS_SUBJECT_PREFIX"] = stream.prefix
    return env


@dataclass
class Stack:
    """The running console: its server, and its ingest worker when readings come by NATS."""

    settings: Settings
    stream: Stream | None
    server: Server
    ingest: subprocess.Popen[bytes] | None = None
    _admin: str | None = field(default=None, repr=False)  # an admin's access token
    _stopped: bool = field(default=False, repr=False)

    def processes(self) -> dict[str, int]:
        """Each process of the console by its command, for sampling its memory."""
        named = {"serve": self.server.process.pid}
        if self.ingest is not None:
            named["ingest"] = self.ingest.pid
        return named

    def health(self) -> dict[str, Any] | None:
        """The followers' health as the server answers it now (`/api/health/details`, for
        an admin; `/api/health` where that answers it to anyone), or None when it does not."""
        if self._admin is None:
            self._admin = self.server.sign_in("admin@example.com", PASSWORD)
        headers = {"Authorization": f"Bearer {self._admin}"}
        try:
            for path in ("/api/health/details", "/api/health"):
                answer = httpx.get(self.server.url + path, headers=headers, timeout=10)
                if answer.status_code == 200 and "followers" in answer.json():
                    return dict(answer.json())
        except (httpx.HTTPError, ValueError):
            pass
        return None

    def stop(self) -> None:
        if self._stopped:
            return
        self._stopped = True
        if self.ingest is not None:
            self.ingest.terminate()
            try:
                self.ingest.wait(60)
            except subprocess.TimeoutExpired:
                self.ingest.kill()
        self.server.stop()


@contextmanager
def running(settings: Settings, stream: Stream | None) -> Iterator[Stack]:
    """Starts the console (the demo estate seeded on first start) and, when readings come
    by NATS, `hygiene ingest` on the soak's stream; stops both and removes what the soak
    made, whatever happens."""
    stack: Stack | None = None
    try:
        if stream is not None:
            asyncio.run(_create_stream(stream))
        stack = Stack(settings, stream, Server(settings, demo=True))
        if stream is not None:
            command = [str(Path(sys.executable).with_name("hygiene")), "ingest"]
            stack.ingest = subprocess.Popen(
                command, env=_environment(settings, stream), stdout=subprocess.DEVNULL
            )
        yield stack
    finally:
        if stack is not None:
            stack.stop()
        _remove(settings, stream)


def _remove(settings: Settings, stream: Stream | None) -> None:
    if stream is not None:
        try:
            asyncio.run(_delete_stream(stream))
        except Exception as error:  # the soak's verdict stands; say what was left behind
            print(f"stream {stream.name} not deleted: {error!r}", file=sys.stderr)
    if settings.database_url:
        with psycopg.connect(settings.database_url, autocommit=True) as conn:
            conn.execute(
                sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(
                    sql.Identifier(settings.database_schema)
                )
            )
    shutil.rmtree(settings.data_dir, ignore_errors=True)


async def _create_stream(stream: Stream) -> None:
    connection = await nats.connect(stream.url, name="hygiene-soak")
    try:
        await ensure_stream(connection.jetstream(), stream.name, stream.prefix)
    finally:
        await connection.close()


async def _delete_stream(stream: Stream) -> None:
    connection = await nats.connect(stream.url, name="hygiene-soak")
    try:
        await connection.jetstream().delete_stream(stream.name)
    finally:
        await connection.close()


async def _undelivered(stream: Stream) -> int:
    """Messages of the stream the ingest worker has not yet acknowledged."""
    connection = await nats.connect(stream.url, name="hygiene-soak")
    try:
        info = await connection.jetstream().consumer_info(stream.name, DURABLE)
    finally:
        await connection.close()
    return int(info.num_pending or 0) + int(info.num_ack_pending or 0)


def wait_until(check: Callable[[], bool], deadline_seconds: float, what: str) -> float:
    """Until `check` holds, asked every half second; answers the seconds it took. Raises
    TimeoutError naming `what` once the deadline passes."""
    started = time.monotonic()
    while not check():
        if time.monotonic() - started > deadline_seconds:
            raise TimeoutError(f"{what}: not within {deadline_seconds:.0f} s")
        time.sleep(0.5)
    return time.monotonic() - started


def drained(stack: Stack) -> bool:
    """Whether the ingest worker has taken every message of the stream (True over HTTP)."""
    if stack.stream is None:
        return True
    try:
        return asyncio.run(_undelivered(stack.stream)) == 0
    except Exception:  # the consumer not made yet, or the server busy: not yet
        return False


def caught_up(stack: Stack) -> bool:
    """Whether `/api/health` shows every follower with no lag and none failing."""
    health = stack.health()
    return bool(health and health["projectionsCaughtUp"] and health["status"] == "ok")


def largest_lag(stack: Stack) -> int | None:
    """The most events any follower has still to apply, as `/api/health` says."""
    health = stack.health()
    if health is None:
        return None
    return max((int(f["lag"]) for f in health["followers"]), default=0)


@contextmanager
def beside(settings: Settings) -> Iterator[Console]:
    """The console's stores opened in this process, following nothing: to read what the
    running console stored, as an auditor would."""
    console = build_console(settings, follow=False)
    try:
        yield console
    finally:
        console.close()


def rss_bytes(pid: int) -> int:
    """The resident memory of a live process (Linux /proc), 0 once it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0
