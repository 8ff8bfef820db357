"""Every call that writes names the application it writes through (`api/writes.py`), and
so answers only once the read tables show the write. The few that settle otherwise, or
must not wait, are listed here with the reason."""

from __future__ import annotations

import inspect

from litestar import Router

from api.app import API_HANDLERS
from api.writes import SESSIONS, WRITES

WRITING = {"POST", "PUT", "PATCH", "DELETE"}

#: Writes that do not wait for the read tables, and why.
EXCEPTIONS = {
    # The answer must take as long whether or not the name is an account's, and the
    # request shows nowhere the caller could look.
    "requestPasswordReset",
    # The link is the answer: no read table shows it.
    "issuePasswordResetLink",
    # A batch is answered once stored; the sensors' log is followed at its own pace.
    "ingestReadings",
    # These wait for the readings log alone, which the keys' list is read from, not for
    # every follower behind a busy sensors' log.
    "issueIngestKey",
    "revokeIngestKey",
    # A visitor reads nothing back, and must not be held by the followers.
    "giveVisitFeedback",
}


def _writing_handlers() -> dict[str, set[str]]:
    """Each writing operation, with the names its handler declares."""
    api = Router(path="/api", route_handlers=API_HANDLERS)
    return {
        handler.operation_id: set(inspect.signature(handler.fn).parameters)
        for route in api.routes
        for handler in getattr(route, "route_handlers", ())
        if handler.http_methods & WRITING
    }


def test_every_write_declares_the_application_it_writes_through() -> None:
    declared = {*WRITES, SESSIONS}
    undeclared = sorted(
        operation
        for operation, names in _writing_handlers().items()
        if operation not in EXCEPTIONS and not names & declared
    )
    assert undeclared == []


def test_the_exceptions_are_writes_that_declare_none() -> None:
    writes = _writing_handlers()
    declared = {*WRITES, SESSIONS}
    assert writes.keys() >= EXCEPTIONS
    assert all(not writes[operation] & declared for operation in EXCEPTIONS)
