"""Sessions end at once: sign-out, a reused refresh token, a password or role change, a
deletion. Access tokens of an ended session are refused, not honoured until they expire."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient

from tests.e2e.conftest import refusal

ME = "/api/authn/me"


def _log_in(client: TestClient[Any], login: str, password: str = "demo-password") -> Any:
    reply = client.post("/api/authn/log-in", json={"loginName": login, "password": password})
    assert reply.status_code == 200, reply.text
    return reply.json()


def _bearer(pair: dict[str, str]) -> dict[str, str]:
    return {"Authorization": f"Bearer {pair['accessToken']}"}


def _works(client: TestClient[Any], pair: dict[str, str]) -> bool:
    reply = client.get(ME, headers=_bearer(pair))
    assert reply.status_code in (200, 401), reply.text
    return reply.status_code == 200


def _refreshes(client: TestClient[Any], pair: dict[str, str]) -> bool:
    return client.post("/api/authn/refresh", json=pair).status_code == 200


def _account(client: TestClient[Any], admin: dict[str, str], segment: str, login: str) -> Any:
    rows = client.get(f"/api/users/{segment}", headers=admin, params={"search": login}).json()
    account = client.get(f"/api/users/{segment}/{rows['items'][0]['id']}", headers=admin).json()
    return account


def _update_body(account: dict[str, Any], **changes: Any) -> dict[str, Any]:
    fields = ("email", "companyId", "role", "phone", "supervisorId")
    body = {k: account[k] for k in fields if account.get(k) is not None}
    return {**body, "profile": {"name": account["profile"]["name"]}, **changes}


def test_sign_out_ends_the_access_token_at_once(client: TestClient[Any]) -> None:
    pair = _log_in(client, "cleaner@example.com")
    other_device = _log_in(client, "cleaner@example.com")
    assert _works(client, pair)
    assert client.request("DELETE", "/api/authn/sign-in", json=pair).status_code == 204
    assert not _works(client, pair) and not _refreshes(client, pair)
    assert _works(client, other_device), "only the session signed out ends"


def test_a_reused_refresh_token_ends_the_newer_access_token_too(client: TestClient[Any]) -> None:
    stolen = _log_in(client, "supervisor@example.com")
    thief = client.post("/api/authn/refresh", json=stolen).json()
    assert _works(client, thief)
    assert not _refreshes(client, stolen)  # the owner's client tries the spent token
    assert not _works(client, thief) and not _refreshes(client, thief)


def test_a_password_set_by_an_admin_ends_every_session_of_the_account(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    phone, desk = _log_in(client, "worker@example.com"), _log_in(client, "worker@example.com")
    account = _account(client, as_admin, "workers", "worker@example.com")
    body = _update_body(account, password="a-brand-new-password", version=account["version"])
    reply = client.put(f"/api/users/workers/{account['id']}", headers=as_admin, json=body)
    assert reply.status_code == 204, reply.text
    for pair in (phone, desk):
        assert not _works(client, pair) and not _refreshes(client, pair)
    assert _works(client, _log_in(client, "worker@example.com", "a-brand-new-password"))


def test_a_role_change_ends_the_sessions_of_the_old_role(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    pair = _log_in(client, "cc-manager@example.com")
    account = _account(client, as_admin, "cc-managers", "cc-manager@example.com")
    body = _update_body(account, role="cc-admin", version=account["version"])
    path = f"/api/users/cc-managers/{account['id']}"
    assert client.put(path, headers=as_admin, json=body).status_code == 204
    assert not _works(client, pair) and not _refreshes(client, pair)
    fresh = _log_in(client, "cc-manager@example.com")
    assert _works(client, fresh)
    # An edit that keeps the role keeps the sessions.
    account = client.get(path, headers=as_admin).json()
    body = _update_body(account, phone="+65 6000 0000", version=account["version"])
    assert client.put(path, headers=as_admin, json=body).status_code == 204
    assert _works(client, fresh) and _refreshes(client, fresh)


def test_a_user_changes_their_own_password_and_goes_on_in_a_new_session(
    client: TestClient[Any],
) -> None:
    here, elsewhere = _log_in(client, "cleaner@example.com"), _log_in(client, "cleaner@example.com")
    path = "/api/authn/password"

    wrong = client.put(
        path,
        headers=_bearer(here),
        json={"currentPassword": "not-it", "newPassword": "another-password"},
    )
    assert refusal(wrong) == [
        {"field": "currentPassword", "message": "The current password is wrong"}
    ]
    # A code of its own, so that a client says it in the user's language.
    assert wrong.json()["violations"][0]["code"] == "wrong-password"
    short = client.put(
        path, headers=_bearer(here), json={"currentPassword": "demo-password", "newPassword": "x"}
    )
    assert short.status_code == 400
    assert [v["field"] for v in short.json()["violations"]] == ["newPassword"]
    assert _works(client, here) and _works(client, elsewhere), "a refused change changes nothing"

    changed = client.put(
        path,
        headers=_bearer(here),
        json={"currentPassword": "demo-password", "newPassword": "another-password"},
    )
    assert changed.status_code == 200, changed.text
    assert _works(client, changed.json())
    for old in (here, elsewhere):
        assert not _works(client, old) and not _refreshes(client, old)
    refused = client.post(
        "/api/authn/log-in", json={"loginName": "cleaner@example.com", "password": "demo-password"}
    )
    assert refused.status_code == 401
    _log_in(client, "cleaner@example.com", "another-password")


def test_changing_one_s_own_password_needs_a_signed_in_caller(client: TestClient[Any]) -> None:
    reply = client.put(
        "/api/authn/password", json={"currentPassword": "demo-password", "newPassword": "x" * 12}
    )
    assert reply.status_code == 401
