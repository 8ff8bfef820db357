"""The API answers as its OpenAPI schema says: Schemathesis calls every operation with
generated input, signed in as an administrator and as a cleaner, and checks each answer's
status, content type, headers and body against the schema, and that none is a 500."""

from __future__ import annotations

import json
import os
from typing import Any

import msgspec
import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from litestar import Litestar
from litestar.testing import TestClient
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from api.errors import ErrorBody, ViolationBody, error_body
from domain.errors import Violation
from tests.contract.conftest import sign_in
from tests.contract.who_may import PUBLIC, WHO_MAY

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]
# Few examples per operation, the same on every run, keep the suite short and steady; to
# search harder, HYGIENE_CONTRACT_EXAMPLES=50 HYGIENE_CONTRACT_EXPLORE=1 (new examples each run).
EXAMPLES = int(os.environ.get("HYGIENE_CONTRACT_EXAMPLES", "6"))
BOUNDED = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=not os.environ.get("HYGIENE_CONTRACT_EXPLORE"),
    database=None,
    suppress_health_check=list(HealthCheck),
)


@pytest.fixture(scope="module")
def tokens(demo_client: TestClient[Any]) -> dict[str, dict[str, str]]:
    # Signed in before any generated sign-in can throttle the test client's address.
    return {
        "admin": sign_in(demo_client, "admin@example.com"),
        "cleaner": sign_in(demo_client, "cleaner@example.com"),
    }


@pytest.fixture(scope="module")
def api_schema(demo_app: Litestar, tokens: dict[str, dict[str, str]]) -> Any:
    return schemathesis.openapi.from_asgi("/api/schema/openapi.json", demo_app)


schema = schemathesis.pytest.from_fixture("api_schema")


def admits(role: str) -> list[str]:
    """The operations the table lets a role past the role checks (in any users segment)."""
    return [
        operation_id
        for operation_id, rule in WHO_MAY.items()
        if rule == PUBLIC
        or (isinstance(rule, tuple) and role in rule)
        or (isinstance(rule, dict) and any(role in roles for roles in rule.values()))
    ]


@schema.parametrize()
@BOUNDED
def test_the_api_answers_an_administrator_as_its_schema_says(
    case: schemathesis.Case[Any], tokens: dict[str, dict[str, str]]
) -> None:
    case.call_and_validate(headers=tokens["admin"], checks=CHECKS)


# What the cleaner may not call answers 403 before any input is read (the authorisation
# matrix proves it); its own calls are the ones worth generating input for.
@schema.include(operation_id=admits("cleaner")).parametrize()
@BOUNDED
def test_the_api_answers_a_cleaner_as_its_schema_says(
    case: schemathesis.Case[Any], tokens: dict[str, dict[str, str]]
) -> None:
    case.call_and_validate(headers=tokens["cleaner"], checks=CHECKS)


def test_the_schema_documents_the_apis_own_errors(demo_client: TestClient[Any]) -> None:
    schema = demo_client.get("/api/schema/openapi.json").json()
    error = {"$ref": "#/components/schemas/ErrorBody"}
    assert set(schema["components"]["schemas"]["ErrorBody"]["required"]) == {
        "message",
        "code",
        "params",
        "violations",
    }
    assert "status_code" not in json.dumps(schema)  # Litestar's own error body
    for path, item in schema["paths"].items():
        for method, operation in item.items():
            answers = operation["responses"]
            where = f"{method.upper()} {path}"
            assert "400" in answers, where
            if operation.get("security"):
                assert {"401", "403"} <= answers.keys(), where
            if "{" in path:
                assert "404" in answers, where
            if method in ("put", "post", "delete", "patch"):
                assert "413" in answers, where
            for status, answer in answers.items():
                if int(status) >= 400:
                    assert answer["content"]["application/json"]["schema"] == error, where
    for path, method in (
        ("/api/authn/log-in", "post"),
        ("/api/public/visit/{token}/feedback", "post"),
    ):
        throttled = schema["paths"][path][method]["responses"]["429"]
        assert "Retry-After" in throttled["headers"]


def test_error_body_builds_what_the_schema_says() -> None:
    body = error_body("Invalid input", [Violation("name", "Too long", "too-long", {"max": 3})])
    assert msgspec.convert(body, ErrorBody) == ErrorBody(
        message="Invalid input",
        code="invalid-input",
        params={},
        violations=[ViolationBody("name", "Too long", "too-long", {"max": 3})],
    )


def test_an_offset_beyond_any_time_zone_is_a_400_however_large(
    demo_client: TestClient[Any], tokens: dict[str, dict[str, str]]
) -> None:
    # Found by the run above: an offset of years overflowed before it was refused (a 500).
    for path in ("/api/tasks", "/api/issues", "/api/usage"):
        reply = demo_client.get(
            path, headers=tokens["admin"], params={"utcOffsetMinutes": -46862516039740}
        )
        assert reply.status_code == 400, (path, reply.text)
        assert reply.json()["violations"][0]["field"] == "utcOffsetMinutes"
