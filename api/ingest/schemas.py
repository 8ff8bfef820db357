"""The intake's reply, dead letters, ingest keys and gateways as shown."""

from __future__ import annotations

from api.body_bounds import Text
from api.schema import Body, Out


class Result(Out, omit_defaults=True):
    index: int
    status: str
    reason: str | None = None


class IntakeReply(Out):
    accepted: int
    duplicates: int
    rejected: int
    results: list[Result]


class DeadLetterOut(Out):
    id: str
    source: str
    payload: str
    reason: str
    device: str | None
    seq: int | None
    received_at: str


class KeyBody(Body):
    gateway: Text


class IssuedKey(Out):
    id: str
    gateway: str
    key: str


class KeyOut(Out):
    id: str
    gateway: str
    created_by: str | None
    created_at: str
    revoked_at: str | None


class GatewayOut(Out):
    gateway: str
    status: str
    last_heartbeat_at: str
    heartbeats: int
