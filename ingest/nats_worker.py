"""The JetStream intake: durable pull consumers (one per partition, see `partitions`) whose
batches are stored, then acknowledged.

A message is acknowledged only after the batch holding it is committed (as a reading, a
duplicate, or a dead letter). A worker killed mid-batch leaves its messages unacknowledged;
JetStream delivers them again, to whichever worker pulls next, once they have gone
unacknowledged for a short ack wait (a batch being stored is kept alive meanwhile by
in-progress acknowledgements); the `(device, seq)` identity stores each reading once.

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
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar
from urllib.parse import urlsplit

import nats
import structlog
from nats.js.errors import BadRequestError

from application.storage import described, storage_away
from ingest.intake import Intake, counting
from ingest.ordering import wait_turn
from ingest.partitions import (
    ACK_WAIT,
    DURABLE,
    Consumer,
    consumer_config,
    consumers,
    ensure_stream,
    subjects,
)

__all__ = ["DURABLE", "ensure_stream", "run", "subjects"]

log = structlog.get_logger(__name__)

BATCH = 500
#: Told to stop mid-batch, how long the worker may still take to store it.
DRAIN_SECONDS = 5.0
BACKOFF_FIRST = 0.5
BACKOFF_MAX = 10.0
#: How often a batch being stored is said to be in progress: thrice per ack wait.
PROGRESS_EVERY = ACK_WAIT / 3
#: How long a batch waits for the earlier messages of its partition, held by another
#: worker, to be stored before it is handed back.
TURN_WAIT = 1.0
HANDED_BACK_KEPT = 50_000

T = TypeVar("T")


async def run(
    intake: Intake,
    url: str,
    stop: asyncio.Event,
    batch: int = BATCH,
    stream: str = "HYGIENE",
    prefix: str = "hygiene",
    partitions: int = 8,
) -> None:
    """Consumes until `stop` is set; outages of NATS and of the storage are waited out.

    Every partition's consumer is pulled by every worker; JetStream hands each batch to
    one of them, and the messages of a worker that died to another once unacknowledged
    for `ACK_WAIT`."""
    counting("nats")
    nc = await _connected(url, stop)
    if nc is None:
        return
    totals: Counter[str] = Counter(accepted=0, duplicate=0, rejected=0)
    try:
        pulls = await _retrying(
            lambda: _subscribe(nc, stream, prefix, partitions, batch), "nats.subscribe", stop
        )
        if pulls is None:
            return
        log.info("ingest.start", url=url, stream=stream, consumers=len(pulls))
        await asyncio.gather(*(_consume(intake, pull, batch, stop, totals) for pull in pulls))
    finally:
        await _closed(nc)
        log.info("ingest.stop", totals=dict(totals))


@dataclass(frozen=True)
class Pull:
    """A pull subscription bound to one of the stream's consumers."""

    subscription: Any
    js: Any
    stream: str
    consumer: Consumer
    #: Stream sequences this worker handed back and has not stored since: when they come
    #: again they are its own, not another worker's.
    handed_back: set[int] = field(default_factory=set)


async def _consume(
    intake: Intake, pull: Pull, batch: int, stop: asyncio.Event, totals: Counter[str]
) -> None:
    """Fetches, stores and acknowledges one consumer's batches until told to stop."""
    delay = BACKOFF_FIRST
    while not stop.is_set():
        try:
            messages = await pull.subscription.fetch(batch, timeout=1)
        except TimeoutError:
            continue
        except Exception as error:  # NATS away: the client reconnects meanwhile
            log.warning("ingest.fetch_failed", error=described(error), retry_in=delay)
            await _pause(stop, delay)
            delay = min(BACKOFF_MAX, delay * 2)
            continue
        delay = BACKOFF_FIRST
        if not messages:
            continue
        # Redelivered messages may come after newer ones in a fetch: stream order is
        # the order they were published in.
        messages.sort(key=lambda m: m.metadata.sequence.stream)
        async with _in_progress(messages):
            stored = await _in_turn(intake, pull, messages, stop)
        if stored is None:
            continue
        for message in messages:
            await message.ack()
        counts: Counter[str] = Counter(o.status for o in stored)
        totals.update(counts)
        log.info(
            "ingest.batch",
            consumer=pull.consumer.durable,
            messages=len(messages),
            stream_seqs=[
                messages[0].metadata.sequence.stream,
                messages[-1].metadata.sequence.stream,
            ],
            taken_over=_taken_over(pull, messages),
            **dict(counts),
            totals=dict(totals),
        )


async def _in_turn(
    intake: Intake, pull: Pull, messages: list[Any], stop: asyncio.Event
) -> list[Any] | None:
    """Stores the batch once every earlier message of its partition is stored; None when
    it was not stored (left unacknowledged, or handed back at once when earlier messages
    are with a worker that is gone: they come back first)."""
    try:
        taken = await wait_turn(
            pull.js,
            pull.stream,
            pull.consumer.durable,
            pull.consumer.filter_subject,
            [m.metadata.sequence.stream for m in messages],
            _one_run(messages),
            stop,
            TURN_WAIT,
        )
    except Exception as error:  # NATS away: the batch comes back after the ack wait
        log.warning("ingest.turn_unknown", error=described(error))
        await _pause(stop, BACKOFF_FIRST)
        return None
    if taken < len(messages) and not stop.is_set():
        log.info(
            "ingest.handed_back", consumer=pull.consumer.durable, messages=len(messages) - taken
        )
        for message in messages[taken:]:
            pull.handed_back.add(message.metadata.sequence.stream)
            await message.nak()
    del messages[taken:]
    if not messages:
        return None
    stored = await _store(intake, messages, stop)
    if stored is None:
        await _pause(stop, BACKOFF_FIRST)
    return stored


def _taken_over(pull: Pull, messages: list[Any]) -> int:
    """How many of the stored batch's messages had been delivered to another worker
    (or to this one before it was restarted), not handed back by this one."""
    seqs = {m.metadata.sequence.stream for m in messages if m.metadata.num_delivered > 1}
    own = seqs & pull.handed_back
    pull.handed_back.difference_update(own)
    if len(pull.handed_back) > HANDED_BACK_KEPT:  # stored by others: only a log figure
        pull.handed_back.clear()
    return len(seqs - own)


def _one_run(messages: list[Any]) -> bool:
    """Whether the batch is first deliveries that nobody else was handed any between:
    one run of its partition."""
    first = messages[0].metadata.sequence.consumer
    return all(
        m.metadata.num_delivered == 1 and m.metadata.sequence.consumer == first + i
        for i, m in enumerate(messages)
    )


@contextlib.asynccontextmanager
async def _in_progress(messages: list[Any]) -> AsyncIterator[None]:
    """Tells JetStream, while the batch is being stored, that it is: the short ack wait
    then only runs out for a worker that is gone."""

    async def keep() -> None:
        while True:
            await asyncio.sleep(PROGRESS_EVERY)
            for message in messages:
                await message.in_progress()

    keeping = asyncio.ensure_future(keep())
    try:
        yield
    finally:
        keeping.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await keeping


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


async def _subscribe(nc: Any, stream: str, prefix: str, partitions: int, batch: int) -> list[Pull]:
    """A pull subscription bound to each of the stream's consumers, made or updated."""
    js = nc.jetstream()
    found = await ensure_stream(js, stream, prefix, partitions)
    if found is not None and found != partitions:
        log.info("ingest.stream_partitions", stream=stream, partitions=found, setting=partitions)
    pulls = []
    for consumer in consumers(prefix, found):
        await _ensure_consumer(js, stream, consumer, batch)
        subscription = await js.pull_subscribe_bind(consumer.durable, stream)
        pulls.append(Pull(subscription, js, stream, consumer))
    return pulls


async def _ensure_consumer(js: Any, stream: str, consumer: Consumer, batch: int) -> None:
    """Creates the consumer, or brings an existing one to this ack wait and batch; one
    the server will not change is used as it is."""
    try:
        await js.add_consumer(stream, consumer_config(consumer, batch))
    except BadRequestError as error:
        log.warning("ingest.consumer_kept", consumer=consumer.durable, error=described(error))


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
