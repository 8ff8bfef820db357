"""The JetStream intake: a durable pull consumer that stores readings, then acknowledges.

A message is acknowledged only after the batch holding it is committed (as a reading, a
duplicate, or a dead letter). A worker killed mid-batch leaves its messages unacknowledged;
JetStream delivers them again, and the `(device, seq)` identity stores each reading once.

Outages are expected, not faults: started while NATS is down, the worker waits for it (a
line per try, backing off); NATS going away meanwhile is reconnected to by the client;
storage that does not answer leaves the batch unacknowledged and is tried again after a
wait. Told to stop, the worker finishes storing the batch it holds for up to
`DRAIN_SECONDS` and acknowledges it; what it could not store returns to the stream.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar
from urllib.parse import urlsplit

import nats
import structlog
from nats.js.api import AckPolicy, ConsumerConfig, StreamConfig
from nats.js.errors import NotFoundError

from application.storage import described, storage_away
from ingest.intake import Intake, counting

log = structlog.get_logger(__name__)

DURABLE = "hygiene-ingest"
BATCH = 500
#: Told to stop mid-batch, how long the worker may still take to store it.
DRAIN_SECONDS = 5.0
BACKOFF_FIRST = 0.5
BACKOFF_MAX = 10.0

T = TypeVar("T")


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
    """Consumes until `stop` is set; outages of NATS and of the storage are waited out."""
    counting("nats")
    nc = await _connected(url, stop)
    if nc is None:
        return
    totals: Counter[str] = Counter(accepted=0, duplicate=0, rejected=0)
    try:
        subscription = await _retrying(
            lambda: _subscribe(nc, stream, prefix), "nats.subscribe", stop
        )
        if subscription is None:
            return
        log.info("ingest.start", url=url, stream=stream, durable=DURABLE)
        delay = BACKOFF_FIRST
        while not stop.is_set():
            try:
                messages = await subscription.fetch(batch, timeout=1)
            except TimeoutError:
                continue
            except Exception as error:  # NATS away: the client reconnects meanwhile
                log.warning("ingest.fetch_failed", error=described(error), retry_in=delay)
                await _pause(stop, delay)
                delay = min(BACKOFF_MAX, delay * 2)
                continue
            delay = BACKOFF_FIRST
            stored = await _store(intake, messages, stop)
            if stored is None:
                await _pause(stop, BACKOFF_FIRST)
                continue
            for message in messages:
                await message.ack()
            counts: Counter[str] = Counter(o.status for o in stored)
            totals.update(counts)
            log.info("ingest.batch", messages=len(messages), **dict(counts), totals=dict(totals))
    finally:
        await _closed(nc)
        log.info("ingest.stop", totals=dict(totals))


async def _store(intake: Intake, messages: list[Any], stop: asyncio.Event) -> list[Any] | None:
    """The batch's outcomes once committed; None when it was not (left unacknowledged:
    JetStream delivers it again)."""
    storing = _in_daemon_thread(lambda: intake.take([m.data for m in messages], "nats"))
    stopped: asyncio.Future[Any] = asyncio.ensure_future(stop.wait())
    try:
        await asyncio.wait([storing, stopped], return_when=asyncio.FIRST_COMPLETED)
        if not storing.done():  # told to stop mid-batch: store it if that is quick
            await asyncio.wait({storing}, timeout=DRAIN_SECONDS)
    finally:
        stopped.cancel()
    if not storing.done():
        storing.add_done_callback(_ignored)
        log.warning("ingest.left_for_redelivery", messages=len(messages))
        return None
    error = storing.exception()
    if error is None:
        outcomes: list[Any] = storing.result()
        return outcomes
    if storage_away(error):
        log.warning("ingest.storage_away", messages=len(messages), error=described(error))
    else:
        log.error("ingest.store_failed", messages=len(messages), exc_info=error)
    return None


def _in_daemon_thread(work: Callable[[], T]) -> asyncio.Future[T]:
    """Runs `work` in a daemon thread: one stuck on a stalled database never keeps the
    process from exiting (the default executor's threads are joined at exit)."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future[T] = loop.create_future()

    def settle(result: T | None, error: BaseException | None) -> None:
        if future.done():
            return
        if error is not None:
            future.set_exception(error)
        else:
            future.set_result(result)  # type: ignore[arg-type]

    def target() -> None:
        try:
            result = work()
        except BaseException as error:
            outcome: tuple[T | None, BaseException | None] = (None, error)
        else:
            outcome = (result, None)
        with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits any more
            loop.call_soon_threadsafe(settle, *outcome)

    threading.Thread(target=target, name="ingest-store", daemon=True).start()
    return future


def _ignored(future: asyncio.Future[Any]) -> None:
    if not future.cancelled():
        future.exception()


async def _subscribe(nc: Any, stream: str, prefix: str) -> Any:
    js = nc.jetstream()
    await ensure_stream(js, stream, prefix)
    return await js.pull_subscribe(
        f"{prefix}.>",
        durable=DURABLE,
        stream=stream,
        config=ConsumerConfig(ack_policy=AckPolicy.EXPLICIT, ack_wait=30, max_ack_pending=20_000),
    )


async def _connected(url: str, stop: asyncio.Event) -> Any:
    """A connection that reconnects by itself; None when told to stop before NATS answered.

    The client, told to reconnect forever, would also retry its first connection forever
    and out of reach of a stop: so the worker first waits, with backoff, for NATS to
    accept connections at all."""

    async def error(problem: Exception) -> None:
        log.warning("nats.error", error=described(problem))

    async def disconnected() -> None:
        log.warning("nats.disconnected")

    async def reconnected() -> None:
        log.info("nats.reconnected")

    if await _retrying(lambda: _reachable(url), "nats", stop) is None:
        return None
    connecting = asyncio.ensure_future(
        nats.connect(
            url,
            name="hygiene-ingest",
            connect_timeout=3,
            reconnect_time_wait=1,
            max_reconnect_attempts=-1,
            error_cb=error,
            disconnected_cb=disconnected,
            reconnected_cb=reconnected,
        )
    )
    stopped: asyncio.Future[Any] = asyncio.ensure_future(stop.wait())
    await asyncio.wait([connecting, stopped], return_when=asyncio.FIRST_COMPLETED)
    stopped.cancel()
    if not connecting.done():
        connecting.cancel()
        return None
    return connecting.result()


async def _reachable(url: str) -> bool:
    """Whether the NATS server accepts a connection (its first server, as the URL names)."""
    first = urlsplit(url.split(",")[0].strip())
    _, writer = await asyncio.wait_for(
        asyncio.open_connection(first.hostname or "127.0.0.1", first.port or 4222), 3
    )
    writer.close()
    return True


async def _retrying(attempt: Callable[[], Any], what: str, stop: asyncio.Event) -> Any:
    delay = BACKOFF_FIRST
    tries = 0
    while not stop.is_set():
        tries += 1
        try:
            found = await attempt()
        except Exception as error:
            log.warning(f"{what}.waiting", attempt=tries, retry_in=delay, error=described(error))
        else:
            if tries > 1:
                log.info(f"{what}.available", attempts=tries)
            return found
        await _pause(stop, delay)
        delay = min(BACKOFF_MAX, delay * 2)
    return None


async def _pause(stop: asyncio.Event, seconds: float) -> None:
    """Waits `seconds`, or less when told to stop."""
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop.wait(), seconds)


async def _closed(nc: Any) -> None:
    """Closes the connection without waiting on a server that is away; unacknowledged
    messages simply return to the stream."""
    try:
        await asyncio.wait_for(nc.close(), 2)
    except Exception as error:
        log.info("nats.close_skipped", error=described(error))
