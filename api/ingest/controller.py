"""Sensor intake over HTTP, ingest keys, gateways and dead letters.

`POST /api/ingest/readings` is authenticated by a gateway's ingest key (`X-Ingest-Key`),
not by a user token, and answers every message of the batch: accepted, duplicate, or
rejected with the reason. Rejected messages are kept as dead letters; nothing is dropped.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from anyio import to_thread
from litestar import Request, post
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_200_OK

from api.context import ConsoleDep, ParamsDep, PrincipalDep
from api.ingest.schemas import (
    DeadLetterOut,
    GatewayOut,
    IntakeReply,
    IssuedKey,
    KeyBody,
    KeyOut,
    Result,
)
from api.input import stored_moment
from api.list_fields import DEAD_LETTER_LIST, INGEST_KEY_LIST
from api.permissions import ADMIN, MANAGERS, PUBLIC
from api.routes import Resource, creates, reads, removes
from api.schema import Page, paged
from domain.device_state import gateway_status
from domain.errors import Unauthorized
from projections.queries import ingest


class IngestController(Resource, path="/ingest", tags=["ingest"]):
    @post(
        "/readings",
        operation_id="ingestReadings",
        opt=PUBLIC | {"per_message": True},
        status_code=HTTP_200_OK,
    )
    async def ingest_readings(
        self, request: Request[Any, Any, Any], console: ConsoleDep
    ) -> IntakeReply:
        key = request.headers.get("x-ingest-key")
        gateway = await to_thread.run_sync(console.readings.gateway_of_key, key)
        if gateway is None:
            raise Unauthorized("A valid X-Ingest-Key header is required")
        body = await request.body()
        outcomes = await to_thread.run_sync(console.intake.take_batch, body, f"http:{gateway}")
        counts = {
            status: sum(o.status == status for o in outcomes)
            for status in ("accepted", "duplicate", "rejected")
        }
        return IntakeReply(
            accepted=counts["accepted"],
            duplicates=counts["duplicate"],
            rejected=counts["rejected"],
            results=[Result(index=o.index, status=o.status, reason=o.reason) for o in outcomes],
        )

    @reads("/dead-letters", "listDeadLetters", ADMIN, DEAD_LETTER_LIST)
    def list_dead_letters(self, console: ConsoleDep, params: ParamsDep) -> Page[DeadLetterOut]:
        found = ingest.dead_letter_page(console.store, params)
        return paged(found, lambda r: DeadLetterOut(**r), params)

    @creates("/keys", "issueIngestKey", ADMIN)
    def issue_key(
        self, console: ConsoleDep, principal: PrincipalDep, data: JSONBody[KeyBody]
    ) -> IssuedKey:
        key_id, key = console.readings.issue_key(data.gateway, principal.account_id)
        console.followers.wait(applications=["readings"])
        return IssuedKey(id=str(key_id), gateway=data.gateway.strip(), key=key)

    @reads("/keys", "listIngestKeys", ADMIN, INGEST_KEY_LIST)
    def list_keys(self, console: ConsoleDep, params: ParamsDep) -> Page[KeyOut]:
        found = ingest.ingest_key_page(console.store, params)
        return paged(found, lambda r: KeyOut(**r), params)

    @removes("/keys/{key_id:str}", "revokeIngestKey", ADMIN)
    def revoke_key(
        self, console: ConsoleDep, principal: PrincipalDep, key_id: FromPath[str]
    ) -> None:
        console.readings.revoke_key(key_id, principal.account_id)
        console.followers.wait(applications=["readings"])

    @reads("/gateways", "listGateways", MANAGERS)
    def list_gateways(self, console: ConsoleDep) -> list[GatewayOut]:
        now = datetime.now(UTC)
        rows = ingest.gateways(console.store)
        return [
            GatewayOut(
                gateway=r["gateway"],
                status=gateway_status(stored_moment(r["last_heartbeat_at"]), now).value,
                last_heartbeat_at=r["last_heartbeat_at"],
                heartbeats=r["heartbeats"],
            )
            for r in rows
        ]
