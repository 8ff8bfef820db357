"""The `hygiene` command: serve, project, projections rebuild, create-admin, demo."""

from __future__ import annotations

import argparse
import gc
import getpass
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import structlog

from hygiene.logging import configure_logging
from hygiene.metrics_server import serve_metrics
from hygiene.push_key import add_parser as add_push_key
from hygiene.settings import SettingError, Settings
from hygiene.simulate import add_parser as add_simulate

if TYPE_CHECKING:
    from demo.history import DemoHistory, Filling
    from hygiene.bootstrap import Console

log = structlog.get_logger("hygiene")


def _serve(args: argparse.Namespace, settings: Settings) -> int:
    import uvicorn

    from api.app import create_app
    from hygiene.lifecycle import Stopping, start_console

    if args.workers > 1:
        from hygiene.workers import serve_workers

        return serve_workers(args, settings)
    stopping = Stopping().install()
    console = start_console(settings, stopping, follow=not args.no_projector)
    if console is None:
        return 0
    filling = None if args.no_demo else _seed_demo(console, settings)
    log.info(
        "serve.start",
        url=f"http://{args.host}:{args.port}",
        storage="postgresql" if settings.uses_postgres else f"sqlite:{settings.data_dir}",
    )
    app = create_app(console)
    # What the start built (modules, the app, the console) is left out of the collector's
    # full passes, which otherwise walk all of it every so often and stall every request
    # being served meanwhile (the p99 of kept answers under load: about 3x the trivial
    # call's, 1.5-2x without).
    gc.collect()
    gc.freeze()

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: Any) -> None:
            stopping.signalled(signal.Signals(sig).name)  # the bound starts at the signal
            super().handle_exit(sig, frame)

    config = uvicorn.Config(
        app,
        host=args.host,
        port=args.port,
        log_config=None,
        access_log=False,
        # Forwarded headers are the app's to judge (HYGIENE_TRUSTED_PROXIES), not uvicorn's.
        proxy_headers=False,
        timeout_graceful_shutdown=3,
    )
    try:
        Server(config).run()
    finally:
        if filling is not None:
            filling.stop()  # between rounds; the next start carries on from there
        console.close()
    return 0


def _seed_demo(console: Console, settings: Settings) -> Filling | None:
    """The demo estate on first start; its last fortnight fills in behind the server."""
    from demo.cleaning import DEMO_VISITORS, seed_cleaning
    from demo.escalation import seed_escalation
    from demo.estate import seed_demo, seed_demo_sensors
    from demo.history import in_background
    from projections.queries.cleaning import counted_facilities

    if seed_demo(
        console.organisation,
        console.accounts,
        progress=lambda step: log.info("demo.seeded", step=step),
    ):
        log.info("demo.ready", demo_accounts="README.md")
    devices = seed_demo_sensors(console.organisation, console.devices, console.readings)
    if devices:
        log.info("demo.devices", devices=devices, ingest_key="demo-ingest-key")
    console.settle(timeout=30)
    _seed_workforce(console, settings)
    history = demo_history(console)

    def configure() -> None:
        if given := seed_escalation(console.issues):
            log.info("demo.escalation", issue_types=given)
        if given := seed_cleaning(console.issues, counted_facilities(console.store)):
            log.info("demo.cleaning", facilities=given, visitors=DEMO_VISITORS)

    # A start that finds the fortnight done (or no demo devices) leaves it; the issue types
    # escalate, and facilities clean by visitors, once its issues are in (`demo.escalation`,
    # `demo.cleaning`).
    if history.done():
        configure()
        return None
    return in_background(history, then=configure)


def demo_history(
    console: Console,
    days: int | None = None,
    round_minutes: int | None = None,
    progress: Callable[[str, dict[str, Any]], None] | None = None,
) -> DemoHistory:
    """The demo's last `days` days (a fortnight), through the console's intake and rules;
    each device's messages `round_minutes` apart (90); `progress` hears of each step (the
    log, by default)."""
    from demo.devices import demo_identifier
    from demo.history import HISTORY_DAYS, ROUND_MINUTES, DemoHistory
    from ingest.simulator import devices_of

    stop = threading.Event()
    logs = list(console.followers.logs)

    def settle() -> bool:
        # Everything the history sent, the readings included, followed before staff act.
        deadline = time.monotonic() + 120
        while not stop.is_set() and time.monotonic() < deadline:
            if console.followers.wait(1.0, applications=logs):
                return True
        return False

    return DemoHistory(
        devices=console.devices,
        readings=console.readings,
        issues=console.issues,
        estate=console.monitor.estate,
        devices_of=devices_of,
        take=console.intake.take,
        settle=settle,
        identify=demo_identifier,
        days=days or HISTORY_DAYS,
        round_minutes=round_minutes or ROUND_MINUTES,
        progress=progress or (lambda event, fields: log.info(event, **fields)),
        stop=stop,
    )


def _seed_workforce(console: Console, settings: Settings) -> None:
    """The demo's shifts, leaves and stock: after the estate, whose read tables they check."""
    from datetime import datetime

    from demo.workforce import seed_demo_workforce

    today = datetime.now(settings.tz).date()
    if seed_demo_workforce(console.workforce, console.accounts, console.organisation, today):
        log.info("demo.workforce")
        console.settle(timeout=30)


def _project(args: argparse.Namespace, settings: Settings) -> int:
    from hygiene.lifecycle import Stopping, start_console

    stopping = Stopping().install()
    # Scaling out: the read tables and the processes can each have workers of their own.
    console = start_console(settings, stopping, follow=False, role=args.only or "all")
    if console is None:
        return 0
    followers = console.followers
    serve_metrics(settings, followers)  # until the process exits
    stopping.on_stop(followers.stop)
    log.info("followers.start", followers=[f.name for f in followers.followers])
    try:
        if not stopping.is_set():
            followers.run_forever()
    finally:
        console.close()
    return 0


def _ingest(args: argparse.Namespace, settings: Settings) -> int:
    import asyncio

    from hygiene.lifecycle import Stopping, start_console
    from ingest.nats_worker import run

    url = args.nats_url or settings.nats_url
    if not url:
        print("set HYGIENE_NATS_URL (or --nats-url) to the NATS server", file=sys.stderr)
        return 2
    stopping = Stopping().install()
    console = start_console(settings, stopping, follow=False)
    if console is None:
        return 0
    serve_metrics(settings)  # the messages by outcome; until the process exits

    async def main() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, _stop_ingest, stopping, stop, sig)
        if not stopping.is_set():
            await run(
                console.intake,
                url,
                stop,
                batch=args.batch,
                stream=settings.nats_stream,
                prefix=settings.nats_subject_prefix,
                partitions=settings.nats_partitions,
            )

    try:
        asyncio.run(main())
    finally:
        console.close()
    return 0


def _stop_ingest(stopping: Any, stop: Any, sig: signal.Signals) -> None:
    stop.set()
    stopping.signalled(sig.name)


def _rebuild(args: argparse.Namespace, settings: Settings) -> int:
    from hygiene.bootstrap import build_console

    console = build_console(settings, follow=False)
    known = [p.name for p in console.projections]
    unknown = [n for n in args.names if n not in known]
    if unknown:
        print(
            f"unknown projection(s): {', '.join(unknown)}; known: {', '.join(known)}",
            file=sys.stderr,
        )
        console.close()
        return 2

    from hygiene.progress import progress_bar

    # Each projection is built beside its live tables and swapped in when caught up: a
    # server running meanwhile keeps answering from the live ones.
    with progress_bar("events") as advance:
        total = console.rebuild(args.names, advance)
    log.info("rebuild.done", events=total, projections=args.names or known)
    console.close()
    return 0


def _create_admin(args: argparse.Namespace, settings: Settings) -> int:
    from domain.commands.account import RegisterAccount
    from hygiene.bootstrap import build_console

    password = os.environ.get("HYGIENE_ADMIN_PASSWORD") or (
        getpass.getpass("Password: ") if sys.stdin.isatty() else sys.stdin.readline().strip()
    )
    console = build_console(settings, follow=False)
    try:
        command = RegisterAccount(
            kind="admin",
            login_name=args.login_name,
            password=password,
            profile={"email": args.email or args.login_name, "name": args.name, "role": "admin"},
        )
        account_id = console.accounts.register_account(command, actor="cli")
        console.followers.run_once()
    finally:
        console.close()
    print(account_id)
    return 0


def _analyst_role(args: argparse.Namespace, settings: Settings) -> int:
    if not settings.uses_postgres:
        print("analyst-role needs PostgreSQL (HYGIENE_DATABASE_URL)", file=sys.stderr)
        return 2
    from hygiene.bootstrap import build_console
    from projections.analyst import grant_analyst
    from projections.store import PostgresReadStore

    password = os.environ.get("HYGIENE_ANALYST_PASSWORD") or (
        getpass.getpass("Password (empty: none): ") if sys.stdin.isatty() else None
    )
    console = build_console(settings, follow=False)
    try:
        assert isinstance(console.store, PostgresReadStore)
        tables = [table for p in console.projections for table in p.tables]
        granted = grant_analyst(console.store, args.name, tables, password or None)
    finally:
        console.close()
    log.info("analyst_role.ready", role=args.name, tables=granted)
    return 0


def parser() -> argparse.ArgumentParser:
    root = argparse.ArgumentParser(prog="hygiene", description="The hygiene console.")
    commands = root.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run the API and the web UI")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--no-demo", action="store_true", help="do not seed the demo estate")
    serve.add_argument(
        "--no-projector",
        action="store_true",
        help="leave the read tables to separate `hygiene project` workers",
    )
    serve.add_argument(
        "--workers",
        type=int,
        default=1,
        help="API processes behind the one port (PostgreSQL; followers left to `hygiene project`,"
        " no demo seeded)",
    )
    serve.set_defaults(run=_serve)
    project = commands.add_parser(
        "project", help="run the followers: read-table projections and processes"
    )
    project.add_argument(
        "--only",
        choices=["tables", "processes"],
        help="run only the read-table projections, or only the processes (the rules that"
        " raise issues, the consequences of removing a facility)",
    )
    project.set_defaults(run=_project)
    projections = commands.add_parser("projections", help="manage the read tables")
    projection_commands = projections.add_subparsers(dest="action", required=True)
    rebuild = projection_commands.add_parser("rebuild", help="rebuild from the event store")
    rebuild.add_argument("names", nargs="*", metavar="NAME")
    rebuild.set_defaults(run=_rebuild)
    analyst = commands.add_parser(
        "analyst-role",
        help="create a PostgreSQL role that can read the read tables and nothing else"
        " (password from HYGIENE_ANALYST_PASSWORD or a prompt)",
    )
    analyst.add_argument("name", metavar="NAME")
    analyst.set_defaults(run=_analyst_role)
    ingest = commands.add_parser("ingest", help="consume sensor messages from NATS JetStream")
    ingest.add_argument("--nats-url", help="default: HYGIENE_NATS_URL")
    ingest.add_argument("--batch", type=int, default=500)
    ingest.set_defaults(run=_ingest)
    add_simulate(commands)
    add_push_key(commands)
    admin = commands.add_parser(
        "create-admin",
        help="create a system admin (password from HYGIENE_ADMIN_PASSWORD, a prompt or stdin)",
    )
    admin.add_argument("--login-name", required=True)
    admin.add_argument("--name", default="Administrator")
    admin.add_argument("--email")
    admin.set_defaults(run=_create_admin)
    return root


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        settings = Settings.from_env()
    except SettingError as error:
        print(error, file=sys.stderr)
        return 2
    configure_logging(settings.log_level)
    try:
        code: int = args.run(args, settings)
    except Exception as error:
        from application.storage import described, storage_away
        from domain.errors import DomainError

        if storage_away(error):
            print(f"the storage is not answering: {described(error)}", file=sys.stderr)
            return 1
        if isinstance(error, DomainError):
            print(
                f"{error.message}: "
                + "; ".join(f"{v.field} {v.message}" for v in error.violations),
                file=sys.stderr,
            )
            return 2
        raise
    return code


if __name__ == "__main__":
    sys.exit(main())
