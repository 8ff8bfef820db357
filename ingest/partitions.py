"""How the stream spreads devices over partitions, one durable pull consumer each.

Sensors publish readings to `<prefix>.readings.<device>` (heartbeats to
`<prefix>.heartbeats.<gateway>`). A stream created here (NATS >= 2.10) stores each message
as `<prefix>.<kind>.<partition>.<id>`, the partition a hash of the id
(`{{partition(n,2)}}`): every reading of a device lands in the same partition. A
partition's consumer delivers in stream order and lets one batch be unacknowledged
(`max_ack_pending` = the batch); every worker pulls every partition, and `ordering` keeps a
batch from being stored before the earlier messages of its partition.

An older server, or a stream created without the transform, is consumed as before: by
one consumer of everything (`DURABLE`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from nats.js.api import AckPolicy, ConsumerConfig, StreamConfig, SubjectTransform
from nats.js.errors import NotFoundError

DURABLE = "hygiene-ingest"
DEFAULT_PARTITIONS = 8
#: Unacknowledged this long, a message goes to another worker; a worker storing a batch
#: says it is still at it (`in_progress`) well within it.
ACK_WAIT = 4.0
#: The first server whose streams transform subjects.
TRANSFORMS_SINCE = (2, 10)
_PARTITION = re.compile(r"\{\{\s*partition\(\s*(\d+)\s*,")


@dataclass(frozen=True)
class Consumer:
    durable: str
    filter_subject: str


def subjects(prefix: str) -> list[str]:
    return [f"{prefix}.readings.>", f"{prefix}.heartbeats.>"]


def transform(prefix: str, partitions: int) -> SubjectTransform:
    return SubjectTransform(
        src=f"{prefix}.*.*",
        dest=f"{prefix}.{{{{wildcard(1)}}}}.{{{{partition({partitions},2)}}}}.{{{{wildcard(2)}}}}",
    )


def consumers(prefix: str, partitions: int | None) -> list[Consumer]:
    """The consumers of a stream with `partitions` (None: not partitioned)."""
    if partitions is None:
        return [Consumer(DURABLE, f"{prefix}.>")]
    return [Consumer(f"{DURABLE}-{p}", f"{prefix}.*.{p}.*") for p in range(partitions)]


def partitions_of(config: StreamConfig) -> int | None:
    """The partition count the stream's own transform names; None when it has none."""
    dest = config.subject_transform.dest if config.subject_transform else None
    found = _PARTITION.search(dest or "")
    return int(found.group(1)) if found else None


def transforms(server_version: Any) -> bool:
    """Whether the server (`Client.connected_server_version`) transforms subjects."""
    return (server_version.major, server_version.minor) >= TRANSFORMS_SINCE


async def ensure_stream(
    js: Any, stream: str, prefix: str, partitions: int = DEFAULT_PARTITIONS
) -> int | None:
    """Creates the stream on first use (partitioned when the server can); an existing one
    is left as the operator set it. Answers its partitions (None: not partitioned)."""
    try:
        info = await js.stream_info(stream)
    except NotFoundError:
        config = StreamConfig(name=stream, subjects=subjects(prefix))
        if partitions > 1 and transforms(js._nc.connected_server_version):
            config.subject_transform = transform(prefix, partitions)
        info = await js.add_stream(config)
    return partitions_of(info.config)


def consumer_config(consumer: Consumer, batch: int) -> ConsumerConfig:
    return ConsumerConfig(
        durable_name=consumer.durable,
        filter_subject=consumer.filter_subject,
        ack_policy=AckPolicy.EXPLICIT,
        ack_wait=ACK_WAIT,
        # One batch at a time unacknowledged: a partition's next messages wait for it.
        max_ack_pending=batch,
    )


async def backlog(js: Any, stream: str) -> tuple[int, int] | None:
    """The ingest consumers' messages not yet delivered and those delivered but not
    acknowledged, added up; None before any consumer exists."""
    infos = [i for i in await js.consumers_info(stream) if i.name.startswith(DURABLE)]
    if not infos:
        return None
    pending = sum(int(i.num_pending or 0) for i in infos)
    return pending, sum(int(i.num_ack_pending or 0) for i in infos)
