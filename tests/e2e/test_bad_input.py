"""No body, query or path makes the server answer 500, and a refused request changes nothing."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from litestar.testing import TestClient

from tests.e2e.conftest import said
from tests.strategies import json_values as any_json

json_values = any_json(text=30, items=4, members=5, leaves=12, infinite=True)
company_like = st.fixed_dictionaries(
    {},
    optional={
        "name": json_values | st.text(max_size=250),
        "type": st.sampled_from(["LANDLORD", "CLEANING_COMPANY", "landlord", ""]) | json_values,
        "code": st.text(max_size=50) | json_values,
        "version": json_values,
        "extra": json_values,
    },
)
bodies = st.one_of(
    json_values.map(json.dumps),
    company_like.map(json.dumps),
    st.binary(max_size=80).map(lambda b: b.decode("latin-1")),
)

ENDPOINTS = [
    ("POST", "/api/companies"),
    ("POST", "/api/buildings"),
    ("POST", "/api/projects"),
    ("POST", "/api/users/cleaners"),
    ("POST", "/api/authn/log-in"),
    ("POST", "/api/authn/refresh"),
    ("DELETE", "/api/authn/sign-in"),
]
FUZZ = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def _counts(client: TestClient[Any], headers: dict[str, str]) -> tuple[int, ...]:
    return tuple(
        client.get(path, headers=headers).json()["total"]
        for path in ("/api/companies", "/api/buildings", "/api/projects", "/api/users/cleaners")
    )


@FUZZ
@given(endpoint=st.sampled_from(ENDPOINTS), body=bodies)
def test_bad_bodies_get_400_family_answers_and_store_nothing(
    client: TestClient[Any], as_admin: dict[str, str], endpoint: tuple[str, str], body: str
) -> None:
    before = _counts(client, as_admin)
    method, path = endpoint
    reply = client.request(
        method,
        path,
        content=body.encode(),
        headers={**as_admin, "content-type": "application/json"},
    )
    assert reply.status_code < 500, reply.text
    payload = reply.json() if reply.content else {}
    if reply.status_code >= 400:
        assert isinstance(payload["message"], str) and payload["message"]
        assert isinstance(payload["code"], str) and payload["code"]
        assert all(set(v) == {"field", "message", "code", "params"} for v in payload["violations"])
        assert _counts(client, as_admin) == before


@FUZZ
@given(
    params=st.dictionaries(
        st.sampled_from(["page", "pageSize", "sort", "search", "filter", "from", "to", "model"]),
        st.text(max_size=20),
        max_size=5,
    ),
    path=st.sampled_from(
        [
            "/api/companies",
            "/api/buildings",
            "/api/facilities",
            "/api/projects",
            "/api/users/workers",
            "/api/users/nobody",
        ]
    ),
)
def test_any_list_query_answers_without_a_500(
    client: TestClient[Any], as_admin: dict[str, str], params: dict[str, str], path: str
) -> None:
    reply = client.get(path, headers=as_admin, params=params)
    assert reply.status_code in (200, 400, 404), reply.text
    if reply.status_code == 400:
        assert reply.json()["violations"]


@FUZZ
@given(
    segment=st.text(min_size=1, max_size=40).filter(lambda s: "/" not in s and s not in (".", ".."))
)
def test_odd_ids_in_paths_are_404s(
    client: TestClient[Any], as_admin: dict[str, str], segment: str
) -> None:
    for prefix in (
        "/api/companies/",
        "/api/buildings/",
        "/api/floors/",
        "/api/projects/",
        "/api/history/company/",
    ):
        reply = client.get(prefix + quote(segment, safe=""), headers=as_admin)
        assert reply.status_code in (400, 404), (prefix, segment, reply.text)


def test_unknown_fields_are_named(client: TestClient[Any], as_admin: dict[str, str]) -> None:
    reply = client.post(
        "/api/companies",
        headers=as_admin,
        json={"name": "X", "type": "LANDLORD", "code": "X", "colour": "red"},
    )
    assert reply.status_code == 400
    assert reply.json()["violations"][0]["field"] == "colour"
    missing = client.post(
        "/api/companies", headers=as_admin, json={"name": "X", "type": "LANDLORD"}
    )
    assert missing.json()["violations"][0]["field"] == "code"
    wrong = client.post(
        "/api/companies", headers=as_admin, json={"name": 5, "type": "LANDLORD", "code": "X"}
    )
    assert said(wrong.json()["violations"]) == [
        {"field": "name", "message": "Expected `str`, got `int`"}
    ]


def test_nul_characters_are_refused_at_the_door(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    for params in ({"search": "a\x00"}, {"filter": 'building:"\x00x"'}):
        reply = client.get("/api/buildings", headers=as_admin, params=params)
        assert reply.status_code == 400, reply.text
    body = '{"name": "A\\u0000", "type": "LANDLORD", "code": "NUL"}'
    reply = client.post(
        "/api/companies",
        headers={**as_admin, "content-type": "application/json"},
        content=body.encode(),
    )
    assert reply.status_code == 400
    assert (
        client.get("/api/companies", headers=as_admin, params={"search": "NUL"}).json()["total"]
        == 0
    )
