"""`/metrics` in Prometheus's text format: request latency per route (Litestar's middleware),
sensor messages by outcome, followers' positions and lag, rebuilds, dead letters, the
storage breaker.

Off until `HYGIENE_METRICS_TOKEN` is set (404); then it answers only
`Authorization: Bearer <token>` (DESIGN.md, API)."""

from __future__ import annotations

from typing import Any

from litestar import Request, Response, get
from litestar.plugins.prometheus import PrometheusConfig
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, CollectorRegistry, generate_latest

from api.auth import is_metrics_token
from api.console import Console
from api.metrics.collector import ConsoleCollector
from api.permissions import PUBLIC
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
    media_type=CONTENT_TYPE_LATEST,
)
def metrics(request: Request[Any, Any, Any]) -> Response[bytes]:
    settings = request.app.state.console.settings
    if not settings.metrics_token:
        raise NotFound("path")
    scheme, _, presented = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not is_metrics_token(settings, presented.strip()):
        raise Unauthorized("User not authorized")
    body = generate_latest(REGISTRY) + generate_latest(request.app.state.metrics)
    return Response(body, media_type=CONTENT_TYPE_LATEST)
