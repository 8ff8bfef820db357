"""`/metrics` in Prometheus's text format: request latency per route (Litestar's middleware),
sensor messages by outcome, deliveries by channel and outcome, live-update streams open,
followers' positions and lag, rebuilds, dead letters, the storage breaker.

Off until `HYGIENE_METRICS_TOKEN` is set (404); then it answers only
`Authorization: Bearer <token>` (docs/api.md)."""

from __future__ import annotations

from typing import Any

from litestar import Request, Response, get
from litestar.plugins.prometheus import PrometheusConfig
from prometheus_client import CollectorRegistry

from api.console import Console
from api.metrics.collector import ConsoleCollector
from api.permissions import PUBLIC
from application.metrics import CONTENT_TYPE, exposition, may_scrape
from domain.errors import NotFound, Unauthorized

#: Latency and count of requests, labelled by the route's template (not the raw path, so a
#: million device ids make one series); unknown paths are left out for the same reason.
REQUESTS = PrometheusConfig(
    app_name="hygiene",
    prefix="hygiene",
    group_path=True,
    exclude_unhandled_paths=True,
    exclude=["^/metrics"],
)


def console_registry(console: Console, breaker: Any) -> CollectorRegistry:
    """The figures of one console, apart from the process-wide ones: tests build many."""
    registry = CollectorRegistry(auto_describe=False)
    registry.register(ConsoleCollector(console, breaker))
    return registry


@get(
    "/metrics",
    opt=PUBLIC,
    include_in_schema=False,
    sync_to_thread=True,
)
def metrics(request: Request[Any, Any, Any]) -> Response[bytes]:
    token = request.app.state.console.settings.metrics_token
    if not token:
        raise NotFound("path")
    if not may_scrape(token, request.headers.get("authorization", "")):
        raise Unauthorized("User not authorized")
    body = exposition(request.app.state.metrics)
    # The header as given: a `media_type` of text/* would get a second charset appended.
    return Response(body, headers={"Content-Type": CONTENT_TYPE})
