"""The JetStream intake: a durable pull consumer that stores readings, then acknowledges.

A message is acknowledged only after the batch holding it is committed (as a reading, a
duplicate, or a dead letter). A worker killed mid-batch leaves its messages unacknowledged;
JetStream delivers them again, and the `(device, seq)` identity stores each reading once.
"""

from __future__ import annotations

import asyncio
from collections import Counter

import nats
import structlog
from nats.js.api import AckPolicy, ConsumerConfig, StreamConfig
from nats.js.errors import NotFoundError

from ingest.intake import Intake

log = structlog.get_logger(__name__)

DURABLE = "hygiene-ingest"
BATCH = 500


def subjects(prefix: str) -> list[str]:
    return [f"{prefix}.readings.>", f"{prefix}.heartbeats.>"]


async def ensure_stream(js: nats.js.JetStreamContext, stream: str, prefix: str) -> None:
    """Creates the stream on first use; an existing one is left as the operator set it."""
    try:
        await js.stream_info(stream)
    except NotFoundError:
        await js.add_stream(StreamConfig(name=stream, subjects=subjects(prefix)))


async def run(
    intake: Intake,
    url: str,
    stop: asyncio.Event,
    batch: int = BATCH,
    stream: str = "HYGIENE",
    prefix: str = "hygiene",
) -> None:
    """Consumes until `stop` is set; storage failures are retried, never fatal."""
    nc = await nats.connect(url, name="hygiene-ingest", max_reconnect_attempts=-1)
    js = nc.jetstream()
    await ensure_stream(js, stream, prefix)
    subscription = await js.pull_subscribe(
        f"{prefix}.>",
        durable=DURABLE,
        stream=stream,
        config=ConsumerConfig(ack_policy=AckPolicy.EXPLICIT, ack_wait=30, max_ack_pending=20_000),
    )
    log.info("ingest.start", url=url, stream=stream, durable=DURABLE)
    totals: Counter[str] = Counter(accepted=0, duplicate=0, rejected=0)
    try:
        while not stop.is_set():
            try:
                messages = await subscription.fetch(batch, timeout=1)
            except TimeoutError:
                continue
            except Exception:
                log.exception("ingest.fetch_failed")
                await asyncio.sleep(1)
                continue
            try:
                outcomes = await asyncio.to_thread(intake.take, [m.data for m in messages], "nats")
            except Exception:
                # Left unacknowledged: JetStream redelivers them after ack_wait.
                log.exception("ingest.store_failed", messages=len(messages))
                await asyncio.sleep(1)
                continue
            for message in messages:
                await message.ack()
            counts: Counter[str] = Counter(o.status for o in outcomes)
            totals.update(counts)
            log.info("ingest.batch", messages=len(messages), **dict(counts), totals=dict(totals))
    finally:
        # Unacknowledged messages simply return to the stream; closing need not wait.
        try:
            await asyncio.wait_for(subscription.unsubscribe(), 2)
        except Exception:  # already gone, or the server is
            log.info("ingest.unsubscribe_skipped")
        await nc.close()
        log.info("ingest.stop", totals=dict(totals))
