"""The OpenAPI schema is as exact as the server: Schemathesis, with every check it has,
calls every operation signed in as the system admin, and finds no answer the schema does
not promise; in particular no request the schema calls valid (its bounds, formats, closed
sets and refused unknown fields) is refused, and none it calls invalid is taken.

A schema states the form of a request, not the state it meets: a well-formed id of a
record that does not exist, a wrong current password, or two fields that may not go
together (`days` and `weeks`; `to` before `from`) are still refused with a 400. Those
refusals, named in `BEYOND_A_SCHEMA`, are all a valid request may meet.

Run against the demo estate on the embedded SQLite console (tests/contract/conftest.py).
The live event stream (`liveEvents`) is left out: it is an endless Server-Sent Events
answer, so a call to it never ends (tests/e2e/test_live_updates.py covers it)."""

from __future__ import annotations

import os
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from litestar import Litestar
from litestar.testing import TestClient
from schemathesis.openapi.checks import RejectedPositiveData
from schemathesis.specs.openapi.checks import positive_data_acceptance

from tests.contract.conftest import sign_in

# A few examples per operation, the same on every run, keep it to minutes on a loaded
# machine; HYGIENE_SCHEMATHESIS_EXAMPLES=100 HYGIENE_CONTRACT_EXPLORE=1 searches harder.
EXAMPLES = int(os.environ.get("HYGIENE_SCHEMATHESIS_EXAMPLES", "12"))
BOUNDED = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=not os.environ.get("HYGIENE_CONTRACT_EXPLORE"),
    database=None,
    suppress_health_check=list(HealthCheck),
)
ENDLESS = ["liveEvents"]
#: The codes of the refusals a schema cannot foresee: a credential or link that is wrong,
#: rules between fields or against the records there are; and a NUL character, which the
#: edge refuses in every text, key and parameter alike (api/input.py, docs/api.md).
BEYOND_A_SCHEMA = frozenset(
    {
        "nul-character",
        "wrong-password",
        "reset-link-invalid",
        "days-or-weeks",
        "end-before-start",
        "range-too-long",
        "no-such-staff",
        "no-such-building",
        "no-such-project",
        "no-such-supervisor",
        # What a device of its type may sit on, and in one place only.
        "placed-by-type",
        "placed-once",
        # What an account of its segment's kind may hold: a role, a company, a supervisor.
        "role-of-kind",
        "no-company",
        "no-supervisor",
    }
)


#: Fields the system admin must give though the body may leave them out: the company a
#: building, device or account is for (a manager's own goes without saying), the staff
#: member a schedule is for (a cleaner's own).
REQUIRED_OF_THE_ADMIN = frozenset({"landlordId", "companyId", "staffId"})
#: Rules between two fields a schema cannot state: a schedule's or a leave's end before
#: its start, a shift that ends when it starts, a half day over more than one; and a
#: device's KPI thresholds against each other and its type (its calibration span, its
#: comfort band, its quiet hours, what it holds).
BETWEEN_FIELDS = frozenset(
    {
        ("endDate", "incorrect-date"),
        ("endDate", "half-day-one-date"),
        ("shiftEnd", "shift-empty"),
        *(
            (f"kpiParameters.{name}", "invalid")
            for name in ("fullDistanceMm", "maxTemperature", "quietToHour", "consumable")
        ),
    }
)


def _beyond(violation: dict[str, Any]) -> bool:
    return (
        violation.get("code") in BEYOND_A_SCHEMA
        # An id of the right form naming no record there is ("No such building").
        or str(violation.get("message", "")).startswith("No such ")
        or (violation.get("code") == "required" and violation.get("field") in REQUIRED_OF_THE_ADMIN)
        or (violation.get("field"), violation.get("code")) in BETWEEN_FIELDS
    )


def _beyond_a_schema(answer: dict[str, Any]) -> bool:
    violations = answer.get("violations") or []
    if answer.get("code") in BEYOND_A_SCHEMA and not violations:
        return True
    return bool(violations) and all(_beyond(v) for v in violations)


#: A write's Idempotency-Key sent again with another body (api/idempotency).
KEY_REUSED = "idempotency-key-reused"


def valid_data_is_taken(ctx: Any, response: Any, case: schemathesis.Case[Any]) -> bool | None:
    """Schemathesis's own check, but for the refusals beyond a schema."""
    try:
        return positive_data_acceptance(ctx, response, case)
    except RejectedPositiveData:
        if response.status_code == 400 and _beyond_a_schema(response.json()):
            return None
        if response.status_code == 422 and response.json().get("code") == KEY_REUSED:
            return None  # an earlier case of the run sent the same key with another body
        raise


@pytest.fixture(scope="module")
def admin(demo_client: TestClient[Any]) -> dict[str, str]:
    return sign_in(demo_client, "admin@example.com")


@pytest.fixture(scope="module")
def admin_schema(demo_app: Litestar, admin: dict[str, str]) -> Any:
    loaded = schemathesis.openapi.from_asgi("/api/schema/openapi.json", demo_app)

    @loaded.auth()
    class SystemAdmin:
        """The system admin's bearer token on every call: it may make every call, so
        every check reaches the handler; Schemathesis also tries each without it."""

        def get(self, case: schemathesis.Case[Any], context: Any) -> str:
            return admin["Authorization"]

        def set(self, case: schemathesis.Case[Any], data: str, context: Any) -> None:
            case.headers["Authorization"] = data

    return loaded


schema = schemathesis.pytest.from_fixture("admin_schema")


@schema.exclude(operation_id=ENDLESS).parametrize()
@BOUNDED
def test_the_server_takes_what_its_schema_allows_and_refuses_the_rest(
    case: schemathesis.Case[Any],
) -> None:
    case.call_and_validate(
        excluded_checks=[positive_data_acceptance], additional_checks=[valid_data_is_taken]
    )
