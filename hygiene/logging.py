"""Structured JSON logs; the request id is bound per request by the API middleware."""

from __future__ import annotations

import logging
import sys
from collections.abc import MutableMapping
from typing import Any

import structlog

_SECRET_KEYS = {
    "password",
    "accessToken",
    "refreshToken",
    "access_token",
    "refresh_token",
    "authorization",
    "token",
    "secret",
    "password_hash",
}


def _redact(_: object, __: str, event_dict: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """Secrets never reach the log, whatever a caller passes."""
    for key in list(event_dict):
        if key in _SECRET_KEYS:
            event_dict[key] = "[redacted]"
    return event_dict


def configure_logging(level: str = "info") -> None:
    numeric = getattr(logging, level.upper(), logging.INFO)
    logging.basicConfig(format="%(message)s", stream=sys.stderr, level=numeric, force=True)
    for noisy in ("httpx", "uvicorn.access"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            _redact,
            structlog.processors.format_exc_info,
            structlog.processors.JSONRenderer(),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(numeric),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=False,
    )
