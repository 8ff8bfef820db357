"""Liveness and readiness for operators and load balancers."""

from __future__ import annotations

from litestar import get

from api.context import ConsoleDep


@get("/health", operation_id="health", opt={"public": True}, sync_to_thread=True, tags=["health"])
def health(console: ConsoleDep) -> dict[str, object]:
    console.store.scalar("SELECT 1")
    return {
        "status": "ok",
        "storage": "postgresql" if console.settings.uses_postgres else "sqlite",
        "projectionsCaughtUp": console.projector.caught_up(),
    }
