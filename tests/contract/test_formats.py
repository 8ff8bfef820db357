"""The server's e-mail, login name, URL and moment rules are what the OpenAPI schema says
of them, as JSON Schema's validator reads the schema (the one Schemathesis judges answers
by): every text the schema calls valid the server takes, and every text it refuses the
server refuses, among texts drawn from the schema's own patterns and from near misses."""

from __future__ import annotations

from typing import Any

import jsonschema_rs
from hypothesis import given, settings
from hypothesis import strategies as st
from litestar.testing import TestClient

from api.input import parse_moment
from domain.errors import ValidationFailed
from domain.validation import EMAIL_PATTERN, LOGIN_NAME_PATTERN, is_email, is_login_name
from domain.webhook import URL_PATTERN, url_problem

NEAR_EMAIL = st.text(st.sampled_from('ab1.-_@"[] (é+\u0430\uff41\u200b\xa0'), max_size=14)
NEAR_URL = st.builds(
    "{}{}{}".format,
    st.sampled_from(["http://", "HTTPS://", "ftp://", "http:/", ""]),
    st.text(st.sampled_from("a1.-_[]:@%/?#<\\ é"), max_size=14),
    st.sampled_from(["", "/", ":80", ":99999"]),
)


def _validator(schema: dict[str, Any]) -> Any:
    return jsonschema_rs.validator_for(schema, validate_formats=True)


def _schema_of(client: TestClient[Any], body: str, field: str) -> dict[str, Any]:
    schema = client.get("/api/schema/openapi.json").json()
    found: dict[str, Any] = schema["components"]["schemas"][body]["properties"][field]
    return found


def test_the_schema_states_the_servers_own_patterns(demo_client: TestClient[Any]) -> None:
    stated = _schema_of(demo_client, "CreateAccount", "email")
    assert (stated["format"], stated["pattern"]) == ("email", EMAIL_PATTERN)
    stated = _schema_of(demo_client, "CreateAccount", "loginName")
    assert (stated["format"], stated["pattern"]) == ("idn-email", LOGIN_NAME_PATTERN)
    stated = _schema_of(demo_client, "WebhookBody", "url")
    assert (stated["format"], stated["pattern"]) == ("uri", URL_PATTERN)


EMAIL = _validator({"type": "string", "format": "email", "pattern": EMAIL_PATTERN})


@settings(max_examples=300, deadline=None)
@given(st.from_regex(EMAIL_PATTERN, fullmatch=True) | NEAR_EMAIL)
def test_an_email_address_is_one_to_the_server_and_to_the_schema_alike(text: str) -> None:
    assert is_email(text) == (len(text) <= 254 and EMAIL.is_valid(text))


LOGIN_NAME = _validator({"type": "string", "format": "idn-email", "pattern": LOGIN_NAME_PATTERN})


@settings(max_examples=300, deadline=None)
@given(st.from_regex(LOGIN_NAME_PATTERN, fullmatch=True) | NEAR_EMAIL)
def test_a_login_name_is_one_to_the_server_and_to_the_schema_alike(text: str) -> None:
    assert is_login_name(text) == (len(text) <= 254 and LOGIN_NAME.is_valid(text))


URL = _validator({"type": "string", "format": "uri", "pattern": URL_PATTERN})


@settings(max_examples=300, deadline=None)
@given(st.from_regex(URL_PATTERN, fullmatch=True) | NEAR_URL)
def test_a_webhooks_address_is_one_to_the_server_and_to_the_schema_alike(text: str) -> None:
    assert (url_problem(text) is None) == (len(text) <= 2000 and URL.is_valid(text))


def test_a_moment_is_one_to_the_server_and_to_the_schema_alike(
    demo_client: TestClient[Any],
) -> None:
    schema = demo_client.get("/api/schema/openapi.json").json()
    as_of = next(
        p
        for p in schema["paths"]["/api/history/{kind}/{object_id}"]["get"]["parameters"]
        if p["name"] == "asOf"
    )
    stated = _validator(as_of["schema"])
    for text in (
        "2024-02-29T10:00:00Z",
        "2024-02-29T10:00:00",
        "2023-02-29T10:00:00",
        "2100-12-31T23:59:59.5+01:00",
        "2101-01-01T00:00:00Z",
        "1999-12-31T23:59:59",
        "2024-01-01",
        "2024-01-01 10:00:00",
        "2024-01-01T10:00:00+24:00",
        "2024-01-01t10:00:00z",
        "yesterday",
    ):
        try:
            parse_moment(text, "asOf")
            taken = True
        except ValidationFailed:
            taken = False
        assert taken == stated.is_valid(text), text
