"""Health for load balancers, orchestrators and operators (docs/api.md).

- `GET /api/health`: anyone; `{"status": "ok" | "degraded" | "down"}` and no more: down
  while the storage does not answer (503), degraded while a follower fails.
- `GET /api/health/live`: 200 while the process runs; it asks nothing of the storage.
- `GET /api/health/ready`: 200 when the storage answers and the followers keep up, else
  503: an orchestrator sends no traffic to a process that could not serve it.
- `GET /api/health/details`: each follower's position, lag and last error, and any rebuild
  under way; for admins, and for the metrics token.

The first three answer from memory and the breaker's probe, on the event loop, so a stalled
database never holds them.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from litestar import Request, Response, get

from api.breaker import Breaker
from api.context import ConsoleDep
from api.permissions import ADMIN, roles
from projections.rebuild import in_progress

_HEALTH = {"tags": ["health"], "opt": {"public": True}}


def _breaker(request: Request[Any, Any, Any]) -> Breaker:
    breaker: Breaker = request.app.state.breaker
    return breaker


@get("/health", operation_id="health", **_HEALTH)  # type: ignore[arg-type]
async def health(request: Request[Any, Any, Any]) -> Response[dict[str, str]]:
    breaker = _breaker(request)
    if breaker.is_open:
        retry = {"Retry-After": str(breaker.retry_after())}
        return Response({"status": "down"}, status_code=503, headers=retry)
    failing = request.app.state.console.followers.errors()
    return Response({"status": "degraded" if failing else "ok"})


@get("/health/live", operation_id="healthLive", **_HEALTH)  # type: ignore[arg-type]
async def live() -> dict[str, str]:
    return {"status": "live"}


@get("/health/ready", operation_id="healthReady", **_HEALTH)  # type: ignore[arg-type]
async def ready(request: Request[Any, Any, Any]) -> Response[dict[str, str]]:
    breaker = _breaker(request)
    if not await breaker.answers_async():
        retry = {"Retry-After": str(breaker.retry_after())}
        return Response({"status": "storage-unavailable"}, status_code=503, headers=retry)
    if request.app.state.console.followers.errors():
        return Response({"status": "followers-failing"}, status_code=503)
    return Response({"status": "ready"})


@get(
    "/health/details",
    operation_id="healthDetails",
    opt={**roles(*ADMIN), "metrics_token": True},
    sync_to_thread=True,
    tags=["health"],
)
def details(console: ConsoleDep, request: Request[Any, Any, Any]) -> dict[str, Any]:
    """The followers of this process (position, lag, last error) and rebuilds under way."""
    followers = console.followers.status()
    failing = [f for f in followers if f.error is not None]
    now = datetime.now(UTC)
    return {
        "status": "down" if _breaker(request).is_open else "degraded" if failing else "ok",
        "storage": "postgresql" if console.settings.uses_postgres else "sqlite",
        "projectionsCaughtUp": all(f.lag == 0 for f in followers),
        "followers": [
            {
                "name": f.name,
                "upstream": f.upstream,
                "position": f.position,
                "lag": f.lag,
                "lagSeconds": round(f.lag_seconds(now), 3),
                "error": f.error,
                "failures": f.failures,
                "failedAt": f.failed_at.isoformat() if f.failed_at else None,
            }
            for f in followers
        ],
        # Rebuilds under way beside the live tables, by this process or another.
        "rebuilds": [
            {"projection": r.projection, "positions": r.positions}
            for r in in_progress(console.store)
        ],
    }
