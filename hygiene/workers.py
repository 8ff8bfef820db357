"""`hygiene serve --workers N`: several API processes behind one port.

Uvicorn starts the processes, each building its own console from the environment, without
followers: on PostgreSQL the read tables and the processes are left to `hygiene project`,
so no table ever has two writers. What the processes would otherwise each keep to
themselves (the sign-in throttles, the idempotent answers, the visitor feedback limit) is
kept beside the read tables, so they act as one; each follows the event store's logs for
its own live-update streams.
"""

from __future__ import annotations

import argparse
import gc
import sys
from typing import Any

import structlog

from hygiene.logging import configure_logging
from hygiene.settings import Settings

log = structlog.get_logger("hygiene")


def app() -> Any:
    """The app of one worker process (uvicorn's factory)."""
    from api.app import create_app
    from hygiene.bootstrap import build_console

    settings = Settings.from_env()
    configure_logging(settings.log_level)
    console = build_console(settings, follow=False)
    served = create_app(console)
    served.on_shutdown.append(console.close)
    gc.collect()
    gc.freeze()  # as `hygiene serve` does: full passes over the start stall requests
    return served


def serve_workers(args: argparse.Namespace, settings: Settings) -> int:
    import uvicorn

    from hygiene.lifecycle import Stopping, start_console

    if not settings.uses_postgres:
        print(
            "several API processes share PostgreSQL: set HYGIENE_DATABASE_URL"
            " (the embedded SQLite default serves from one process)",
            file=sys.stderr,
        )
        return 2
    # Wait for the storage and make its tables once, before the workers race to.
    console = start_console(settings, Stopping().install(), follow=False)
    if console is None:
        return 0
    console.close()
    log.info(
        "serve.start",
        url=f"http://{args.host}:{args.port}",
        workers=args.workers,
        storage="postgresql",
        followers="hygiene project",
    )
    uvicorn.run(
        "hygiene.workers:app",
        factory=True,
        workers=args.workers,
        host=args.host,
        port=args.port,
        log_config=None,
        access_log=False,
        proxy_headers=False,  # forwarded headers are the app's to judge
        timeout_graceful_shutdown=3,
    )
    return 0
