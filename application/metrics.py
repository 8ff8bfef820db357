"""The metrics every process of the console may export, and the one rule for scraping them.

Process-wide counters and gauges live in prometheus_client's default registry: a process
exports those it moves (`serve` at `/metrics` on its own port, `ingest` and `project` on
`HYGIENE_METRICS_PORT`). Figures read from the storage at scrape time are collectors
registered per process (the followers below; the API adds its own).
"""

from __future__ import annotations

import hmac
from collections.abc import Callable, Iterator
from datetime import UTC, datetime

from prometheus_client import (
    CONTENT_TYPE_PLAIN_0_0_4,
    REGISTRY,
    Counter,
    Gauge,
    generate_latest,
)
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from application.following import FollowerStatus, Runner

#: What `generate_latest` writes: the text format 0.0.4, which every Prometheus reads. Sent
#: as the whole header: a framework that appends its own charset to text/* must not.
CONTENT_TYPE = CONTENT_TYPE_PLAIN_0_0_4

#: Messages sent out (channel: "email", "webhook"), by what became of each
#: (outcome: "sent", "failed", ...). Moved by the process that delivers them.
DELIVERIES = Counter(
    "hygiene_deliveries",
    "Messages delivered out of the console, by channel and what became of each",
    ["channel", "outcome"],
)

#: Live-update (server-sent events) streams open now, in the process that serves them.
LIVE_CONNECTIONS = Gauge("hygiene_live_connections", "Live-update streams open now")


def may_scrape(token: str | None, authorization: str) -> bool:
    """Whether a scrape with this Authorization header may read the metrics: anyone while
    no token is set, else only `Bearer <token>` (compared in constant time)."""
    if not token:
        return True
    scheme, _, presented = authorization.partition(" ")
    return scheme.lower() == "bearer" and hmac.compare_digest(
        presented.strip().encode(), token.encode()
    )


def exposition(*registries: Collector) -> bytes:
    """The process-wide figures, then those of the given registries, in the text format."""
    return b"".join(generate_latest(registry) for registry in (REGISTRY, *registries))


def follower_metrics(statuses: list[FollowerStatus], now: datetime) -> list[Metric]:
    """Each follower's position, lag (events and seconds) and failures, by follower and the
    log it follows."""
    labels = ["follower", "upstream"]
    position = GaugeMetricFamily(
        "hygiene_follower_position", "Last event of the log the follower applied", labels=labels
    )
    lag = GaugeMetricFamily(
        "hygiene_follower_lag_events", "Events recorded but not yet applied", labels=labels
    )
    lag_seconds = GaugeMetricFamily(
        "hygiene_follower_lag_seconds",
        "How long the oldest event not yet applied has waited",
        labels=labels,
    )
    failures = GaugeMetricFamily(
        "hygiene_follower_failures", "Failed tries in a row (0: healthy)", labels=labels
    )
    for status in statuses:
        key = [status.name, status.upstream]
        position.add_metric(key, status.position)
        lag.add_metric(key, status.lag)
        lag_seconds.add_metric(key, status.lag_seconds(now))
        failures.add_metric(key, status.failures)
    return [position, lag, lag_seconds, failures]


class FollowersCollector(Collector):
    """The followers a process runs, read from their tracking when scraped; while the
    storage is away, only `hygiene_storage_up` 0."""

    def __init__(self, followers: Runner, outage: Callable[[BaseException], bool]) -> None:
        self.followers = followers
        self.outage = outage

    def collect(self) -> Iterator[Metric]:
        up = GaugeMetricFamily("hygiene_storage_up", "1 while the storage answers, else 0")
        try:
            statuses = self.followers.status()
        except Exception as error:
            if not self.outage(error):
                raise
            up.add_metric([], 0)
            yield up
            return
        up.add_metric([], 1)
        yield up
        yield from follower_metrics(statuses, datetime.now(UTC))
