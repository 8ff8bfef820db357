"""A facility's public feedback page: what it names, and a visitor's rating and areas,
recorded as a panel's press would be (source "qr").

No sign-in: the token in the link (`GET /api/facilities/{id}/feedback-link`) names the
facility and proves the console made it. One address may give feedback at one facility a
few times in ten minutes; beyond that the answer is 429 with `Retry-After`.
"""

from __future__ import annotations

import math
from typing import Any

from litestar import Request, Response
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_201_CREATED, HTTP_429_TOO_MANY_REQUESTS

from api.context import ConsoleDep
from api.errors import error_body
from api.lookups import found
from api.permissions import PUBLIC
from api.public.limiter import VisitLimiter
from api.public.schemas import Accepted, VisitFeedback, VisitOut
from api.routes import Resource, creates, reads
from application.feedback import check_visit, facility_of_token, record_visit
from projections.queries import feedback
from projections.store import Row

ALREADY_RECEIVED = "Thank you, your feedback was already received"


def _place(console: ConsoleDep, token: str) -> Row:
    facility_id = facility_of_token(console.settings.signing_key(), token)
    row = feedback.visit_place(console.store, facility_id) if facility_id else None
    return found(row, "facility")


class PublicVisitController(Resource, path="/public/visit", tags=["public"]):
    @reads("/{token:str}", "getVisit", PUBLIC)
    def get_visit(self, console: ConsoleDep, token: FromPath[str]) -> VisitOut:
        row = _place(console, token)
        return VisitOut(
            facility_name=row["facility_name"],
            building_name=row["building_name"],
            floor_label=row["floor_label"],
        )

    @creates("/{token:str}/feedback", "giveVisitFeedback", PUBLIC, status_code=HTTP_201_CREATED)
    def give_feedback(
        self,
        console: ConsoleDep,
        request: Request[Any, Any, Any],
        token: FromPath[str],
        data: JSONBody[VisitFeedback],
    ) -> Response[Any]:
        row = _place(console, token)
        check_visit(data.rating, data.areas)
        address = request.client.host if request.client else "unknown"
        limiter: VisitLimiter = request.app.state.visit_limiter
        wait = limiter.take(address, row["id"])
        if wait is not None:
            return Response(
                error_body(ALREADY_RECEIVED, code="too-many-requests"),
                status_code=HTTP_429_TOO_MANY_REQUESTS,
                headers={"Retry-After": str(math.ceil(wait))},
            )
        record_visit(console.readings, row["id"], data.rating, data.areas)
        # Read-your-writes through the readings too (a command does not wait for the
        # sensors' log): the feedback list and the issue it may raise show it at once.
        console.followers.wait(applications=("readings", "issues"))
        return Response(Accepted(accepted=True), status_code=HTTP_201_CREATED)
