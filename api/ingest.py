"""Sensor intake over HTTP, ingest keys and dead letters."""

from __future__ import annotations

from litestar import Controller


class IngestController(Controller):
    path = "/ingest"
    tags = ["ingest"]
