"""The `hygiene` command: serve, project, projections rebuild, create-admin, demo."""

from __future__ import annotations

import argparse
import getpass
import os
import signal
import sys
from collections.abc import Sequence

import structlog

from hygiene.logging import configure_logging
from hygiene.settings import Settings

log = structlog.get_logger("hygiene")


def _serve(args: argparse.Namespace, settings: Settings) -> int:
    import uvicorn

    from api.app import create_app
    from application.demo import seed_demo
    from hygiene.bootstrap import build_console

    console = build_console(settings, follow=not args.no_projector)
    if not args.no_demo and seed_demo(
        console.organisation,
        console.accounts,
        progress=lambda step: log.info("demo.seeded", step=step),
    ):
        console.wait_for_projections(timeout=30)
        log.info("demo.ready", accounts="admin@example.com and others", demo_accounts="README.md")
    log.info(
        "serve.start",
        url=f"http://{args.host}:{args.port}",
        storage="postgresql" if settings.uses_postgres else f"sqlite:{settings.data_dir}",
    )
    app = create_app(console)
    try:
        uvicorn.run(
            app,
            host=args.host,
            port=args.port,
            log_config=None,
            access_log=False,
            proxy_headers=True,
        )
    finally:
        console.close()
    return 0


def _project(args: argparse.Namespace, settings: Settings) -> int:
    from hygiene.bootstrap import build_console

    console = build_console(settings, follow=False)
    signal.signal(signal.SIGTERM, lambda *_: console.projector.stop())
    log.info("projector.start", projections=[p.name for p in console.projector.projections])
    try:
        console.projector.run_forever()
    except KeyboardInterrupt:
        pass
    finally:
        console.close()
    return 0


def _rebuild(args: argparse.Namespace, settings: Settings) -> int:
    from hygiene.bootstrap import build_console

    console = build_console(settings, follow=False)
    known = [p.name for p in console.projector.projections]
    unknown = [n for n in args.names if n not in known]
    if unknown:
        print(
            f"unknown projection(s): {', '.join(unknown)}; known: {', '.join(known)}",
            file=sys.stderr,
        )
        console.close()
        return 2

    def progress(name: str, position: int, latest: int) -> None:
        log.info("rebuild.progress", projection=name, position=position, of=latest)

    total = console.projector.rebuild(args.names, progress)
    log.info("rebuild.done", events=total, projections=args.names or known)
    console.close()
    return 0


def _create_admin(args: argparse.Namespace, settings: Settings) -> int:
    from hygiene.bootstrap import build_console

    password = os.environ.get("HYGIENE_ADMIN_PASSWORD") or (
        getpass.getpass("Password: ") if sys.stdin.isatty() else sys.stdin.readline().strip()
    )
    console = build_console(settings, follow=False)
    try:
        account_id = console.accounts.register_account(
            "admin",
            args.login_name,
            password,
            {"email": args.email or args.login_name, "name": args.name, "role": "admin"},
            actor="cli",
        )
        console.projector.run_once()
    finally:
        console.close()
    print(account_id)
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
    serve.set_defaults(run=_serve)
    project = commands.add_parser("project", help="run the projector worker")
    project.set_defaults(run=_project)
    projections = commands.add_parser("projections", help="manage the read tables")
    projection_commands = projections.add_subparsers(dest="action", required=True)
    rebuild = projection_commands.add_parser("rebuild", help="rebuild from the event store")
    rebuild.add_argument("names", nargs="*", metavar="NAME")
    rebuild.set_defaults(run=_rebuild)
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
    settings = Settings.from_env()
    configure_logging(settings.log_level)
    try:
        code: int = args.run(args, settings)
    except Exception as error:
        from domain.errors import DomainError

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
