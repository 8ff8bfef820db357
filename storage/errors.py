"""Telling an outage of the storage from a fault: the one test every process uses.

An error that says the storage is away (it refused, broke or timed out the connection, or
a file stayed locked past waiting) is expected while PostgreSQL restarts or stalls: callers
answer 503, retry with backoff and log a line. Anything else is a fault, with its traceback.
"""

from __future__ import annotations

import sqlite3

import psycopg
from eventsourcing.persistence import (
    InterfaceError,
    InternalError,
    OperationalError,
    ProgrammingError,
)

#: The errors that may say the storage is away (`storage_away` tells which do).
STORAGE_ERRORS: tuple[type[Exception], ...] = (
    OperationalError,
    InterfaceError,
    psycopg.OperationalError,
    psycopg.InterfaceError,
    sqlite3.OperationalError,
)

#: What a start-up step that creates tables may raise when another process raced it.
STARTUP_RACE_ERRORS: tuple[type[Exception], ...] = (
    InternalError,
    OperationalError,
    ProgrammingError,
    psycopg.Error,
)


def storage_away(error: BaseException) -> bool:
    if isinstance(error, sqlite3.OperationalError):
        text = str(error).lower()
        return "locked" in text or "busy" in text or "unable to open" in text
    return isinstance(error, STORAGE_ERRORS)


def described(error: BaseException) -> str:
    """The error in one line for the log (a server's message may run over several)."""
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}"[:300]
