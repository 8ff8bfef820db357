"""A batch waits its turn: stored only once every earlier message of its partition is.

Workers pulling the same partition can hold adjacent parts of it at once (the consumer's
window frees one acknowledgement at a time), and the messages of a worker that died come
back only after the ack wait. Storing a batch only when the consumer's ack floor has
reached the message just before it keeps each device's messages in stream order, which is
the order the device published them in.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from nats.js.errors import NotFoundError

POLL = 0.05


async def in_turn(
    js: Any, stream: str, durable: str, subject: str, seqs: list[int], fresh: bool
) -> int:
    """How many of the batch's first messages (stream sequences `seqs`, ascending) have
    no unstored message of the partition before them. For one run of the partition
    (`fresh`) its first message decides; any other batch may have gaps (messages handed
    back, or handed to another worker between), walked message by message."""
    info = await js.consumer_info(stream, durable)
    floor = int(info.ack_floor.stream_seq or 0) if info.ack_floor else 0
    taken = 0
    at = floor + 1
    while taken < len(seqs):
        if at >= seqs[taken]:  # nothing of the partition is between the floor and it
            if fresh:
                return len(seqs)
            taken += 1
            at = seqs[taken - 1] + 1
            continue
        try:
            following = await js.get_msg(stream, seq=at, subject=subject, next=True)
        except NotFoundError:
            return len(seqs)
        if int(following.seq or 0) < seqs[taken]:
            return taken  # an earlier message is not stored yet
        at = seqs[taken]  # the next of the partition is this one
    return taken


async def wait_turn(
    js: Any,
    stream: str,
    durable: str,
    subject: str,
    seqs: list[int],
    fresh: bool,
    stop: asyncio.Event,
    timeout: float,
) -> int:
    """Waits until the batch's first messages have nothing unstored before them; answers
    how many may be stored (0 when `timeout` or a stop comes first: the earlier messages
    are with a worker that is gone, and come back only to one that fetches again)."""
    deadline = time.monotonic() + timeout
    while not stop.is_set():
        taken = await in_turn(js, stream, durable, subject, seqs, fresh)
        if taken:
            return taken
        if time.monotonic() >= deadline:
            return 0
        await asyncio.sleep(POLL)
    return 0
