"""Guessing passwords is throttled; passwords and their hashes never leave the server."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

LOG_IN = "/api/authn/log-in"


def _try(client: TestClient[Any], login: str, password: str) -> Any:
    return client.post(LOG_IN, json={"loginName": login, "password": password})


def test_repeated_failures_make_the_account_wait_even_for_the_right_password(
    client: TestClient[Any],
) -> None:
    for _ in range(5):
        assert _try(client, "landlord@example.com", "guess").status_code == 401
    refused = _try(client, "landlord@example.com", "demo-password")
    assert refused.status_code == 429
    assert int(refused.headers["retry-after"]) > 0
    body = refused.json()
    assert body["code"] == "sign-in-throttled"
    assert body["message"].startswith("Too many failed sign-ins. Try again in")
    assert body["params"]["retryAfter"] == int(refused.headers["retry-after"])
    assert body["params"]["minutes"] >= 1
    # Other accounts sign in as usual.
    assert _try(client, "cleaner@example.com", "demo-password").status_code == 200


def test_one_address_trying_many_accounts_waits(client: TestClient[Any]) -> None:
    for n in range(20):
        assert _try(client, f"nobody{n}@example.com", "guess").status_code == 401
    assert _try(client, "admin@example.com", "demo-password").status_code == 429


def test_no_password_or_hash_in_any_reply_or_log_line(
    client: TestClient[Any], as_admin: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = "Corr3ct-Horse-Battery", "Stap1e-Another-Secret"
    companies = client.get("/api/companies/cleaning-companies", headers=as_admin).json()
    body = {
        "loginName": "secret.keeper@example.com",
        "password": first,
        "email": "secret.keeper@example.com",
        "profile": {"name": "Secret Keeper"},
        "companyId": companies["items"][0]["id"],
    }
    replies = [client.post("/api/users/cleaners", headers=as_admin, json=body)]
    assert replies[0].status_code == 201, replies[0].text
    account_id = replies[0].json()["id"]
    replies.append(_try(client, "secret.keeper@example.com", "wrong-" + first))
    signed_in = _try(client, "secret.keeper@example.com", first)
    replies.append(signed_in)
    own = {"Authorization": f"Bearer {signed_in.json()['accessToken']}"}
    replies.append(
        client.put(
            "/api/authn/password",
            headers=own,
            json={"currentPassword": first, "newPassword": second},
        )
    )
    replies.append(client.get(f"/api/users/cleaners/{account_id}", headers=as_admin))
    replies.append(client.get("/api/users/cleaners/export", headers=as_admin))
    replies.append(client.get(f"/api/history/account/{account_id}", headers=as_admin))
    history = replies[-1].json()
    assert any(e["changes"].get("password") == "(changed)" for e in history["events"]), (
        "the history says the password changed, never what it is"
    )

    logged = capsys.readouterr()
    assert "http.request" in logged.out, "the run's log lines are what is searched"
    for text in (*[r.text for r in replies], logged.out, logged.err):
        for secret in (first, second, "$argon2"):
            assert secret not in text
