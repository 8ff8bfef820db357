"""`/metrics` of the processes that serve no HTTP of their own (`ingest`, `project`), on
`HYGIENE_METRICS_PORT`: the same figures and the same token rule as the API's `/metrics`.

A small threaded server beside the process's work: a scrape never waits on the intake or
the followers, and a port that cannot be had is logged, not fatal (the work matters more
than its figures).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from socketserver import ThreadingMixIn
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server
from wsgiref.types import StartResponse, WSGIEnvironment

import structlog
from prometheus_client import CollectorRegistry

from application.following import Runner
from application.metrics import CONTENT_TYPE, FollowersCollector, exposition, may_scrape
from application.storage import storage_away
from hygiene.settings import Settings

log = structlog.get_logger("hygiene")

#: Every interface: Prometheus scrapes from another host or container.
ALL_INTERFACES = "0.0.0.0"  # noqa: S104


class _ThreadingServer(ThreadingMixIn, WSGIServer):
    daemon_threads = True


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        """Scrapes are not logged: one every few seconds would drown the process's lines."""


class MetricsServer:
    """Serves the process-wide figures and those of `registry` until closed."""

    def __init__(self, port: int, token: str | None, host: str = ALL_INTERFACES) -> None:
        self.token = token
        self.registry = CollectorRegistry(auto_describe=False)
        self._server = make_server(
            host, port, self._app, server_class=_ThreadingServer, handler_class=_QuietHandler
        )
        self.port = int(self._server.server_port)
        self._thread = threading.Thread(
            target=self._server.serve_forever, name="metrics", daemon=True
        )
        self._thread.start()

    def watch(self, followers: Runner) -> None:
        """Adds the followers' positions and lag, read from their tracking when scraped."""
        self.registry.register(FollowersCollector(followers, storage_away))

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def _app(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        if environ.get("PATH_INFO") != "/metrics":
            return _answer(start_response, "404 Not Found")
        if environ.get("REQUEST_METHOD") != "GET":
            return _answer(start_response, "405 Method Not Allowed", [("Allow", "GET")])
        if not may_scrape(self.token, environ.get("HTTP_AUTHORIZATION", "")):
            return _answer(start_response, "401 Unauthorized", [("WWW-Authenticate", "Bearer")])
        body = exposition(self.registry)
        headers = [("Content-Type", CONTENT_TYPE), ("Content-Length", str(len(body)))]
        start_response("200 OK", headers)
        return [body]


def _answer(
    start_response: StartResponse, status: str, headers: list[tuple[str, str]] | None = None
) -> list[bytes]:
    body = status.encode()
    start_response(
        status,
        [("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", str(len(body)))]
        + (headers or []),
    )
    return [body]


def serve_metrics(
    settings: Settings, followers: Runner | None = None, host: str = ALL_INTERFACES
) -> MetricsServer | None:
    """The process's `/metrics` on `HYGIENE_METRICS_PORT`, with the lag of the `followers`
    it runs; None while that is unset, or when the port cannot be had (logged)."""
    if settings.metrics_port is None:
        return None
    try:
        server = MetricsServer(settings.metrics_port, settings.metrics_token, host)
    except OSError as error:
        log.error("metrics.unavailable", port=settings.metrics_port, error=str(error))
        return None
    if followers is not None:
        server.watch(followers)
    log.info("metrics.serving", port=server.port, bearer=bool(settings.metrics_token))
    return server
