"""Telling an outage of the storage from a fault: the one test every process uses.

An error that says the storage is away (it refused, broke or timed out the connection, or
a file stayed locked past waiting) is expected while PostgreSQL restarts or stalls: callers
answer 503, retry with backoff and log a line. Anything else is a fault, with its traceback.
"""

from __future__ import annotations

import sqlite3

import psycopg
from eventsourcing.persistence import InterfaceError, OperationalError


def storage_away(error: BaseException) -> bool:
    if isinstance(error, sqlite3.OperationalError):
        text = str(error).lower()
        return "locked" in text or "busy" in text or "unable to open" in text
    return isinstance(
        error,
        OperationalError | InterfaceError | psycopg.OperationalError | psycopg.InterfaceError,
    )


def described(error: BaseException) -> str:
    """The error in one line for the log (a server's message may run over several)."""
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}"[:300]
