"""`hygiene simulate`: realistic readings for the demo estate's devices, over HTTP or NATS.

A live run (`--live`) stamps each round with the present and first gives the staged devices
short reporting intervals (`ingest.scenes`), so the quiet device and the basement gateway's
devices count OFFLINE within minutes, as they would in a washroom.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any
from uuid import UUID

import structlog

from hygiene.settings import Settings

if TYPE_CHECKING:
    from hygiene.bootstrap import Console

log = structlog.get_logger("hygiene")

#: Who the live demo's reporting intervals are recorded as set by.
ACTOR = "demo-simulator"


def add_parser(commands: Any) -> None:
    simulate = commands.add_parser(
        "simulate", help="send realistic readings for the demo estate's devices"
    )
    simulate.add_argument("--via", choices=["http", "nats"], default="http")
    simulate.add_argument("--url", default="http://127.0.0.1:8000", help="the console, for http")
    simulate.add_argument("--key", default="demo-ingest-key", help="ingest key, for http")
    simulate.add_argument("--nats-url", help="for nats; default: HYGIENE_NATS_URL")
    simulate.add_argument("--rounds", type=int, default=60, help="one message per device each")
    simulate.add_argument("--minutes", type=float, default=5.0, help="simulated use a round")
    simulate.add_argument("--interval", type=float, default=1.0, help="seconds between rounds")
    simulate.add_argument(
        "--live",
        action="store_true",
        help="stamp rounds with the present; staged devices go offline within minutes",
    )
    simulate.set_defaults(run=run)


def stage_live(console: Console, rows: list[dict[str, Any]], rounds: int) -> int:
    """Gives the devices a live run stages their short reporting intervals, where no one
    set one; answers how many changed."""
    from ingest.scenes import stage
    from ingest.simulator import devices_of

    scenes = stage(devices_of(rows, seed=0, first_seq=0), rounds)
    wanted = scenes.reporting_intervals(console.settings.offline_factor)
    ids = {row["identifier"]: UUID(str(row["id"])) for row in rows}
    return console.devices.quicken_reporting(
        {ids[identifier]: seconds for identifier, seconds in wanted.items()}, ACTOR
    )


def run(args: argparse.Namespace, settings: Settings) -> int:
    from demo.estate import BASEMENT_GATEWAY, BASEMENT_KEY
    from hygiene.bootstrap import build_console
    from ingest.simulator import http_sender, nats_sender, simulate
    from projections.queries.devices import device_identities

    console = build_console(settings, follow=False)
    try:
        rows = device_identities(console.store)
        if rows and args.live and (quickened := stage_live(console, rows, args.rounds)):
            log.info("simulate.staged", devices=quickened)
    finally:
        console.close()
    if not rows:
        print("no devices: start `hygiene serve` once to seed the demo estate", file=sys.stderr)
        return 2
    url = args.nats_url or (settings.nats_url if args.via == "nats" else None)
    send = (
        nats_sender(url, settings.nats_stream, settings.nats_subject_prefix)
        if url
        else http_sender(args.url, args.key)
    )

    # Over HTTP the basement gateway sends with its own key; NATS names no gateway.
    basement = None if url else http_sender(args.url, BASEMENT_KEY)

    def progress(done: int, rounds: int, answer: dict[str, object]) -> None:
        log.info("simulate.progress", round=done, of=rounds, devices=len(rows), **answer)

    sent = simulate(
        [{"identifier": r["identifier"], "kind": r["kind"]} for r in rows],
        send,
        args.rounds,
        args.minutes,
        args.interval,
        progress=progress,
        basement=basement,
        basement_gateway=BASEMENT_GATEWAY,
        live=args.live,
    )
    log.info("simulate.done", messages=sent)
    return 0
