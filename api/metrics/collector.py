"""What the console reports at scrape time: whether its storage answers, its followers and
any rebuild under way (those read the storage, so they are left out while it is away)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from api.breaker import Breaker
from api.console import Console
from application.metrics import follower_metrics
from projections.queries.ingest import dead_letter_count
from projections.rebuild import in_progress


class ConsoleCollector(Collector):
    """Read when scraped, so the figures are never older than the scrape."""

    def __init__(self, console: Console, breaker: Breaker) -> None:
        self.console = console
        self.breaker = breaker

    def collect(self) -> Iterator[Metric]:
        up = GaugeMetricFamily("hygiene_storage_up", "1 while the storage answers, else 0")
        up.add_metric([], 0 if self.breaker.is_open else 1)
        outages = CounterMetricFamily(
            "hygiene_storage_outages", "Times the storage was found not answering"
        )
        outages.add_metric([], self.breaker.openings)
        yield from (up, outages)
        if not self.breaker.is_open:
            yield from self._from_storage()

    def _from_storage(self) -> Iterator[Metric]:
        yield from follower_metrics(self.console.followers.status(), datetime.now(UTC))
        rebuild = GaugeMetricFamily(
            "hygiene_rebuild_position",
            "How far a projection being rebuilt beside its live tables has read each log",
            labels=["projection", "upstream"],
        )
        for found in in_progress(self.console.store):
            for upstream, reached in found.positions.items():
                rebuild.add_metric([found.projection, upstream], reached)
        dead_letters = GaugeMetricFamily(
            "hygiene_dead_letters", "Sensor messages kept as dead letters"
        )
        dead_letters.add_metric([], dead_letter_count(self.console.store))
        yield from (rebuild, dead_letters)
