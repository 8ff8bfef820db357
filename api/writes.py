"""Writes, declared: a handler that records something names the application it writes
through (`organisation: OrganisationDep`), and the reply leaves only once the read tables
show the write, so whatever the caller asks next (any list, any detail) already has it.

Each dependency yields its application; when the handler returned without raising, it
waits for the read tables (`Console.settle`, in a worker thread: the event loop never
blocks) after the reply is made and before it is sent. A refused command (the handler
raised) is thrown into the generator and answers at once: it changed nothing to wait for.
`SessionsDep` is the one that waits either way: a refused refresh revokes the sessions
its token belonged to, and that must hold on the very next request.

A reply that itself shows what the handler just wrote (a created record, read back from
its list row) asks `read_back()` for the console once the tables show the write; when
they do not within the wait, it answers 503 with `Retry-After` (the write is stored)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Any

from anyio import to_thread
from litestar import Request
from litestar.di import NamedDependency, Provide
from litestar.exceptions import HTTPException
from litestar.params import SkipValidation
from litestar.status_codes import HTTP_503_SERVICE_UNAVAILABLE

from api.console import Console
from api.context import get_console
from application.accounts import Accounts
from application.alerts import Alerts
from application.devices import Devices
from application.issues import Issues
from application.organisation import Organisation
from application.workforce import Workforce

BEHIND = "Saved; the console's lists are catching up, please look again shortly"
BEHIND_RETRY_SECONDS = 2
#: How long a write waits for the read tables: well inside the five seconds every call
#: answers within, which also hold the write itself.
READ_BACK_SECONDS = 3.5


def _settled(console: Console) -> bool:
    return console.settle(timeout=READ_BACK_SECONDS)


async def _settle(console: Console) -> None:
    await to_thread.run_sync(_settled, console)


def _writes_through(name: str) -> Callable[[Request[Any, Any, Any]], AsyncIterator[Any]]:
    async def provide(request: Request[Any, Any, Any]) -> AsyncIterator[Any]:
        console = get_console(request)
        yield getattr(console, name)
        # Only reached when the handler returned: an exception is thrown in at the yield.
        await _settle(console)

    provide.__name__ = f"writes_through_{name}"
    return provide


async def _sessions(request: Request[Any, Any, Any]) -> AsyncIterator[Accounts]:
    console = get_console(request)
    try:
        yield console.accounts
    except Exception:
        await _settle(console)
        raise
    await _settle(console)


def _read_back(request: Request[Any, Any, Any]) -> Callable[[], Console]:
    console = get_console(request)

    def showing_the_writes() -> Console:
        # Called from the handler's worker thread. Read tables still behind after the wait
        # (a projector catching up after an outage) cannot show what was stored: the call
        # answers as an outage does, never "not found" for what it just created.
        if not _settled(console):
            raise HTTPException(
                status_code=HTTP_503_SERVICE_UNAVAILABLE,
                detail=BEHIND,
                headers={"Retry-After": str(BEHIND_RETRY_SECONDS)},
            )
        return console

    return showing_the_writes


#: The applications a handler writes through, by the name it declares.
WRITES = ("organisation", "accounts", "devices", "issues", "workforce", "alerts")
SESSIONS = "sessions"

DEPENDENCIES = {
    **{name: Provide(_writes_through(name)) for name in WRITES},
    SESSIONS: Provide(_sessions),
    "read_back": Provide(_read_back, sync_to_thread=False),
}

# The applications are ours, not input: nothing to validate on every request.
OrganisationDep = NamedDependency[SkipValidation[Organisation]]
AccountsDep = NamedDependency[SkipValidation[Accounts]]
DevicesDep = NamedDependency[SkipValidation[Devices]]
IssuesDep = NamedDependency[SkipValidation[Issues]]
WorkforceDep = NamedDependency[SkipValidation[Workforce]]
AlertsDep = NamedDependency[SkipValidation[Alerts]]
SessionsDep = NamedDependency[SkipValidation[Accounts]]
ReadBackDep = NamedDependency[SkipValidation[Callable[[], Console]]]
