"""Liveness and readiness for operators and load balancers."""

from __future__ import annotations

from datetime import UTC, datetime

from litestar import get

from api.context import ConsoleDep
from projections.queries.access import answers
from projections.rebuild import in_progress


@get("/health", operation_id="health", opt={"public": True}, sync_to_thread=True, tags=["health"])
def health(console: ConsoleDep) -> dict[str, object]:
    """Answers while the read store answers; a follower in trouble is reported, not fatal:
    the API serves on from the tables as they are."""
    answers(console.store)
    followers = console.followers.status()
    failing = [f for f in followers if f.error is not None]
    now = datetime.now(UTC)
    return {
        "status": "degraded" if failing else "ok",
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
