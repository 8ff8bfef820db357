"""`hygiene push-key`: the public half of the key Web Push is signed with, and rotating the
one the console keeps (when `HYGIENE_VAPID_PRIVATE_KEY` is not set). After a rotation each
browser subscribes again the next time its account opens the profile page."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from hygiene.settings import Settings


def add_parser(commands: Any) -> None:
    push_key = commands.add_parser(
        "push-key", help="print the Web Push public key, or --rotate the one kept"
    )
    push_key.add_argument(
        "--rotate", action="store_true", help="replace the kept key with a new one"
    )
    push_key.set_defaults(run=_push_key)


def _push_key(args: argparse.Namespace, settings: Settings) -> int:
    from hygiene.bootstrap import build_console

    if args.rotate and settings.vapid_private_key:
        print("HYGIENE_VAPID_PRIVATE_KEY is set: rotate it there", file=sys.stderr)
        return 2
    console = build_console(settings, follow=False)
    try:
        alerts = console.alerts
        key = (
            alerts.rotate_push_key("cli")
            if args.rotate
            else alerts.push_key(settings.vapid_private_key)
        )
    finally:
        console.close()
    print(key.public)  # the public half only: the private key never leaves the store
    return 0
