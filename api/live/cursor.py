"""A stream's position: how far each application's log has been told, as one SSE `id`.

`organisation:12.accounts:3.devices:45.issues:120.readings:9001.workforce:7`: a
`name:position` pair per log, in the hub's order, joined by dots. A browser's
`EventSource` sends the last one back as `Last-Event-ID` when it reconnects, and the hub
reads each log on from there. Anything that does not name exactly the hub's logs, each
with a position of at most `MAX_DIGITS` digits, is no cursor at all (`parse` answers None).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping

Positions = dict[str, int]

MAX_DIGITS = 18  # a BIGINT's positions, and no more
MAX_LENGTH = 1000  # a header this long is not a cursor of ours; not worth splitting
_PAIR = re.compile(rf"([a-z][a-z0-9_-]{{0,40}}):(0|[1-9][0-9]{{0,{MAX_DIGITS - 1}}})")


def format_cursor(positions: Mapping[str, int]) -> str:
    return ".".join(f"{name}:{position}" for name, position in positions.items())


def parse_cursor(text: str | None, logs: Collection[str]) -> Positions | None:
    """The positions `text` names, in the order of `logs`; None unless it names each of
    `logs` exactly once, and nothing else."""
    if not text or len(text) > MAX_LENGTH:
        return None
    found: Positions = {}
    for pair in text.strip().split("."):
        matched = _PAIR.fullmatch(pair)
        if matched is None or matched[1] in found:
            return None
        found[matched[1]] = int(matched[2])
    if set(found) != set(logs):
        return None
    return {name: found[name] for name in logs}
