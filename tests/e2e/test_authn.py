"""Sign-in, refresh rotation and sign-out as docs/api.md describes them."""

from __future__ import annotations

import time
from typing import Any

import jwt
from litestar.testing import TestClient

from tests.e2e.conftest import answered, sign_in


def _log_in(
    client: TestClient[Any], login: str = "admin@example.com", password: str = "demo-password"
) -> Any:
    return client.post("/api/authn/log-in", json={"loginName": login, "password": password})


def test_log_in_answers_a_token_whose_first_group_is_the_role(client: TestClient[Any]) -> None:
    tokens = answered(_log_in(client, "landlord@example.com"))
    claims = jwt.decode(tokens["accessToken"], options={"verify_signature": False})
    assert claims["groups"][0] == "ll-manager"
    assert claims["exp"] > time.time()
    assert tokens["refreshToken"]


def test_wrong_password_and_unknown_name_answer_the_same_401(client: TestClient[Any]) -> None:
    wrong = _log_in(client, password="not-the-password")
    unknown = _log_in(client, login="nobody@example.com")
    assert wrong.status_code == unknown.status_code == 401
    assert wrong.json() == unknown.json()
    assert wrong.json()["message"] == "Wrong login name or password"


def test_login_name_is_case_insensitive(client: TestClient[Any]) -> None:
    assert _log_in(client, "Admin@Example.COM").status_code == 200


def test_refresh_rotates_and_the_used_refresh_token_stops_working(
    client: TestClient[Any],
) -> None:
    first = _log_in(client).json()
    pair = answered(client.post("/api/authn/refresh", json=first))
    assert pair["refreshToken"] != first["refreshToken"]
    third = client.post("/api/authn/refresh", json=pair)
    assert third.status_code == 200 and third.json()["refreshToken"] != pair["refreshToken"]


def test_a_spent_refresh_token_presented_again_ends_its_whole_session(
    client: TestClient[Any],
) -> None:
    """Whoever stole a refresh token and used it first is signed out with its owner."""
    first = _log_in(client).json()
    newer = client.post("/api/authn/refresh", json=first).json()
    reused = client.post("/api/authn/refresh", json=first)
    assert reused.status_code == 401
    assert reused.json()["message"] == "User not authorized"
    assert client.post("/api/authn/refresh", json=newer).status_code == 401
    assert _log_in(client).status_code == 200  # signing in again starts a new session


def test_sign_out_retires_the_refresh_token(client: TestClient[Any]) -> None:
    pair = _log_in(client).json()
    assert client.request("DELETE", "/api/authn/sign-in", json=pair).status_code == 204
    assert client.post("/api/authn/refresh", json=pair).status_code == 401


def test_calls_need_a_token_and_accept_bearer_or_cookie(client: TestClient[Any]) -> None:
    assert client.get("/api/companies").status_code == 401
    token = _log_in(client).json()["accessToken"]
    assert (
        client.get("/api/companies", headers={"Authorization": f"Bearer {token}"}).status_code
        == 200
    )
    client.cookies.set("authorizationToken", token)
    assert client.get("/api/companies").status_code == 200
    client.cookies.clear()


def test_expired_or_forged_tokens_are_refused(client: TestClient[Any]) -> None:
    token = _log_in(client).json()["accessToken"]
    claims = jwt.decode(token, options={"verify_signature": False})
    forged = jwt.encode(
        {**claims, "groups": ["admin"]},
        "another-key-that-is-long-enough-for-hs256",
        algorithm="HS256",
    )
    expired = jwt.encode(
        {**claims, "exp": int(time.time()) - 10},
        "test-secret-key-0123456789abcdef",
        algorithm="HS256",
    )
    unsigned = jwt.encode({**claims, "groups": ["admin"]}, key=None, algorithm="none")
    tampered = token[:-4] + ("AAAA" if not token.endswith("AAAA") else "BBBB")
    for bad in (forged, expired, unsigned, tampered, "undefined", "not.a.jwt"):
        reply = client.get("/api/companies", headers={"Authorization": f"Bearer {bad}"})
        assert reply.status_code == 401, bad


def test_me_answers_the_signed_in_account(client: TestClient[Any]) -> None:
    me = client.get("/api/authn/me", headers=sign_in(client, "cleaner@example.com")).json()
    assert me["loginName"] == "cleaner@example.com"
    assert me["role"] == "cleaner"
    assert me["companyName"] == "SparkleClean Services"
    assert "password" not in str(me).lower()


def test_a_deleted_account_cannot_use_its_token(
    client: TestClient[Any], as_cc_manager: dict[str, str]
) -> None:
    worker = sign_in(client, "worker@example.com")
    me = client.get("/api/authn/me", headers=worker).json()
    assert client.delete(f"/api/users/workers/{me['id']}", headers=as_cc_manager).status_code == 204
    assert client.get("/api/authn/me", headers=worker).status_code == 401
    assert _log_in(client, "worker@example.com").status_code == 401
