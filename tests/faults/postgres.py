"""A throwaway PostgreSQL 15 cluster that the fault tests may stall, stop and start again.

It runs as an unprivileged user (PostgreSQL refuses root): the current user, or the `postgres`
OS user when the tests run as root, as CI does. Every process is found and signalled by its
id (`postmaster.pid`, then the processes whose parent it is), never by name: the machine's
own PostgreSQL runs beside it.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
from pathlib import Path

import psycopg

from tests.faults.waiting import free_port, wait_until

BIN = Path("/usr/lib/postgresql/15/bin")
#: Speed over durability against a crash of the machine, which no test makes; a commit
#: still reaches the kernel before it returns (no `synchronous_commit=off`), so an
#: immediate stop, like a killed server, loses nothing that was committed.
SETTINGS = {
    "fsync": "off",
    "full_page_writes": "off",
    "max_connections": "200",
    "shared_buffers": "32MB",
    "listen_addresses": "127.0.0.1",
}


def _as_owner() -> tuple[list[str], str | None]:
    """The command prefix that runs a program as the cluster's owner, and that owner."""
    if os.geteuid() != 0:
        return [], None
    return ["runuser", "-u", "postgres", "--"], "postgres"


def children_of(pid: int) -> list[int]:
    """The processes whose parent is `pid`, read from /proc."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:  # gone meanwhile
            continue
        # The command name is in parentheses and may hold spaces: split after it.
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == pid:
            found.append(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class ThrowawayPostgres:
    """One cluster on a free port of 127.0.0.1, trust auth, in a temporary folder."""

    def __init__(self) -> None:
        self.prefix, owner = _as_owner()
        self.root = Path(tempfile.mkdtemp(prefix="hygiene-faults-pg-"))
        if owner is not None:
            user = pwd.getpwnam(owner)
            os.chown(self.root, user.pw_uid, user.pw_gid)
        self.data = self.root / "data"
        self.sockets = self.root / "sockets"
        self.log = self.root / "postgres.log"
        self.port = free_port()
        self._stalled: list[int] = []
        self._run(["mkdir", "-p", str(self.sockets)])
        self._run(
            [
                str(BIN / "initdb"),
                "-D",
                str(self.data),
                "-U",
                "postgres",
                "--auth=trust",
                "--encoding=UTF8",
                "--no-sync",
                "--no-instructions",
            ]
        )

    def _run(self, command: list[str], timeout: float = 60) -> None:
        subprocess.run(  # noqa: S603 - our own arguments
            [*self.prefix, *command],
            check=True,
            cwd=self.root,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            timeout=timeout,
        )

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    # Life cycle -----------------------------------------------------------------------

    def start(self) -> None:
        """Starts it on its port and data (again after a stop), ready for connections."""
        options = " ".join(f"-c {name}={value}" for name, value in SETTINGS.items())
        options += f" -p {self.port} -c unix_socket_directories={self.sockets}"
        self._run(
            [
                str(BIN / "pg_ctl"),
                "-D",
                str(self.data),
                "-l",
                str(self.log),
                "-o",
                options,
                "-w",
                "-t",
                "60",
                "start",
            ]
        )
        wait_until(self.answers, 30, "the throwaway PostgreSQL answering")

    def stop_immediately(self) -> None:
        """`pg_ctl stop -m immediate`: the server goes at once, as in a crash."""
        self._run([str(BIN / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop"])

    def postmaster(self) -> int | None:
        """The postmaster's process id from `postmaster.pid`, while it runs."""
        try:
            pid = int((self.data / "postmaster.pid").read_text().splitlines()[0])
        except (OSError, ValueError, IndexError):
            return None
        return pid if alive(pid) else None

    def running(self) -> bool:
        return self.postmaster() is not None

    def answers(self, timeout: int = 2) -> bool:
        try:
            with psycopg.connect(self.url(), connect_timeout=timeout) as conn:
                conn.execute("SELECT 1")
        except psycopg.Error:
            return False
        return True

    # Stalling -------------------------------------------------------------------------

    def stall(self) -> int:
        """SIGSTOPs the postmaster, then each of its children: connections open and queue,
        and nothing answers. Answers how many processes were stopped."""
        postmaster = self.postmaster()
        assert postmaster is not None, "PostgreSQL is not running"
        # The postmaster first, so it forks nothing new while its children are stopped.
        os.kill(postmaster, signal.SIGSTOP)
        self._stalled = [postmaster]
        for child in children_of(postmaster):
            try:
                os.kill(child, signal.SIGSTOP)
            except ProcessLookupError:
                continue
            self._stalled.append(child)
        return len(self._stalled)

    def resume(self) -> None:
        """SIGCONTs every process `stall` stopped, the children first."""
        for pid in reversed(self._stalled):
            try:
                os.kill(pid, signal.SIGCONT)
            except ProcessLookupError:
                continue
        self._stalled = []

    def ensure_running(self) -> None:
        """Back to a running, answering server, whatever a test left behind."""
        self.resume()
        if not self.running():
            self.start()
        wait_until(self.answers, 30, "the throwaway PostgreSQL answering again")

    # Databases ------------------------------------------------------------------------

    def execute(self, statement: str) -> None:
        with psycopg.connect(self.url(), autocommit=True, connect_timeout=5) as conn:
            conn.execute(statement)  # type: ignore[arg-type]

    # Clean-up -------------------------------------------------------------------------

    def close(self) -> None:
        """Stops it (by its process ids, whatever state it is in) and removes its folder."""
        self.resume()
        postmaster = self.postmaster()
        if postmaster is not None:
            with contextlib.suppress(subprocess.SubprocessError, OSError):
                self.stop_immediately()
        if postmaster is not None and alive(postmaster):
            for pid in [postmaster, *children_of(postmaster)]:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    continue
        shutil.rmtree(self.root, ignore_errors=True)
