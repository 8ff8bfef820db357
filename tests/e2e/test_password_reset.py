"""A password reset without a mail server: "forgot your password" on the sign-in page, the
account's administrators told, a one-time link issued by one of them, a new password set
through it. On SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from litestar.testing import TestClient

from application import password_resets
from domain.errors import ValidationFailed
from domain.password_reset import PasswordReset
from hygiene.bootstrap import Console
from tests.e2e.conftest import as_each, created, sign_in
from tests.races import SaveGate, at_once, holding

REQUEST = "/api/authn/password-reset-request"
RESET = "/api/authn/password-reset"
ME = "/api/authn/me"
NEW_PASSWORD = "a-brand-new-password"


def _account_id(client: TestClient[Any], admin: dict[str, str], segment: str, login: str) -> str:
    rows = client.get(f"/api/users/{segment}", headers=admin, params={"search": login}).json()
    (row,) = [r for r in rows["items"] if r["loginName"] == login]
    return str(row["id"])


def _log_in(client: TestClient[Any], login: str, password: str = "demo-password") -> Any:
    return client.post("/api/authn/log-in", json={"loginName": login, "password": password})


def _notices(client: TestClient[Any], headers: dict[str, str]) -> list[dict[str, Any]]:
    items = client.get("/api/notifications", headers=headers, params={"pageSize": 100}).json()
    return [n for n in items["items"] if n["type"] == "password-reset-requested"]


def _issue(client: TestClient[Any], headers: dict[str, str], segment: str, account: str) -> Any:
    return client.post(f"/api/users/{segment}/{account}/password-reset", headers=headers)


def _token(url: str) -> str:
    parts = urlsplit(url)
    assert parts.path == "/reset-password"
    return parse_qs(parts.query)["token"][0]


def _worker_link(client: TestClient[Any], admin: dict[str, str]) -> str:
    """The token of a new reset link for the demo worker, issued by `admin`."""
    worker = _account_id(client, admin, "workers", "worker@example.com")
    return _token(_issue(client, admin, "workers", worker).json()["url"])


def _reset(client: TestClient[Any], token: str, password: str = NEW_PASSWORD) -> Any:
    return client.post(RESET, json={"token": token, "newPassword": password})


def test_the_whole_reset_flow(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    cleaner = _account_id(client, as_admin, "cleaners", "cleaner@example.com")
    session = _log_in(client, "cleaner@example.com").json()
    cc_admin, cc_manager = as_each(client, "cc-admin", "cc-manager")

    asked = client.post(REQUEST, json={"loginName": "cleaner@example.com"})
    assert asked.status_code == 202
    assert console.settle()
    for admin in (as_admin, cc_admin):  # the system admins, and the company's cc-admins
        (notice,) = _notices(client, admin)
        assert notice["fields"] == {
            "accountId": cleaner,
            "segment": "cleaners",
            "name": notice["fields"]["name"],
            "loginName": "cleaner@example.com",
        }
        assert "cleaner@example.com" in notice["information"]
    assert _notices(client, cc_manager) == []  # a plain manager is not told

    link = created(_issue(client, cc_admin, "cleaners", cleaner))
    expires = datetime.fromisoformat(link["expiresAt"].replace("Z", "+00:00"))
    assert timedelta(minutes=59) < expires - datetime.now(UTC) <= timedelta(hours=1)

    used = _reset(client, _token(link["url"]))
    assert used.status_code == 204, used.text
    me = client.get(ME, headers={"Authorization": f"Bearer {session['accessToken']}"})
    assert me.status_code == 401, "every session of the account ends"
    assert client.post("/api/authn/refresh", json=session).status_code == 401
    assert _log_in(client, "cleaner@example.com").status_code == 401
    assert _log_in(client, "cleaner@example.com", NEW_PASSWORD).status_code == 200

    again = _reset(client, _token(link["url"]), "yet-another-password")
    assert again.status_code == 400
    assert again.json()["code"] == "reset-link-invalid"
    assert _log_in(client, "cleaner@example.com", NEW_PASSWORD).status_code == 200


def test_used_expired_replaced_and_unknown_links_answer_the_same_and_change_nothing(
    client: TestClient[Any],
    console: Console,
    as_admin: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    replaced = _worker_link(client, as_admin)
    current = _worker_link(client, as_admin)
    reset_id, _, secret = current.partition(".")
    answers = [
        _reset(client, replaced),
        _reset(client, f"{reset_id}.{'x' * len(secret)}"),
        _reset(client, f"{PasswordReset.create_id('nobody')}.{secret}"),
        _reset(client, "not-a-token"),
    ]
    later = datetime.now(UTC) + timedelta(minutes=61)
    monkeypatch.setattr(password_resets, "now", lambda: later)
    answers.append(_reset(client, current))  # expired
    assert {a.status_code for a in answers} == {400}
    assert all(a.json() == answers[0].json() for a in answers)
    assert answers[0].json()["code"] == "reset-link-invalid"
    monkeypatch.undo()
    assert _log_in(client, "worker@example.com").status_code == 200, "the password is as it was"
    assert _reset(client, current).status_code == 204, "within its hour the link still works"


def test_a_new_password_the_rules_refuse_leaves_the_link_working(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    token = _worker_link(client, as_admin)
    short = _reset(client, token, "short")
    assert short.status_code == 400
    assert [v["field"] for v in short.json()["violations"]] == ["newPassword"]
    assert _reset(client, token).status_code == 204


def test_the_request_answers_the_same_for_an_unknown_name_and_records_nothing(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    before = console.accounts.recorder.max_notification_id()
    unknown = client.post(REQUEST, json={"loginName": "nobody@example.com"})
    assert console.accounts.recorder.max_notification_id() == before
    known = client.post(REQUEST, json={"loginName": "worker@example.com"})
    assert (unknown.status_code, unknown.content, unknown.headers.get("content-type")) == (
        known.status_code,
        known.content,
        known.headers.get("content-type"),
    )
    assert unknown.status_code == 202
    assert console.settle()
    assert len(_notices(client, as_admin)) == 1


def test_an_unanswered_request_is_told_once_and_requests_are_throttled_per_name(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    answers = [client.post(REQUEST, json={"loginName": "Supervisor@Example.com"}) for _ in range(4)]
    assert [a.status_code for a in answers] == [202, 202, 202, 429]
    refused = answers[-1]
    assert refused.json()["code"] == "reset-requests-throttled"
    assert int(refused.headers["Retry-After"]) > 0
    assert console.settle()
    assert len(_notices(client, as_admin)) == 1, "told once while the request is unanswered"


@pytest.mark.parametrize(
    ("login", "segment", "told", "not_told"),
    [
        # A landlord's manager: its company's ll-admins and the system admins.
        (
            "landlord@example.com",
            "ll-managers",
            ["ll-admin@example.com", "admin@example.com"],
            ["greenway@example.com", "cc-admin@example.com"],
        ),
        # A cleaning company's manager: its cc-admins and the system admins.
        (
            "cc-manager@example.com",
            "cc-managers",
            ["cc-admin@example.com", "admin@example.com"],
            ["freshcare@example.com", "ll-admin@example.com"],
        ),
        # The company's own admin: the system admins only (it is not told of itself).
        ("cc-admin@example.com", "cc-managers", ["admin@example.com"], ["cc-admin@example.com"]),
    ],
)
def test_the_request_is_told_to_those_who_look_after_the_account(
    client: TestClient[Any],
    console: Console,
    as_admin: dict[str, str],
    login: str,
    segment: str,
    told: list[str],
    not_told: list[str],
) -> None:
    account = _account_id(client, as_admin, segment, login)
    assert client.post(REQUEST, json={"loginName": login}).status_code == 202
    assert console.settle()
    for name in told:
        notices = _notices(client, sign_in(client, name))
        assert [n["fields"]["accountId"] for n in notices] == [account], name
    for name in not_told:
        assert _notices(client, sign_in(client, name)) == [], name


def test_an_admins_request_is_told_to_the_other_admins(
    client: TestClient[Any], console: Console, as_admin: dict[str, str]
) -> None:
    second = {
        "loginName": "second-admin@example.com",
        "password": "a-long-enough-password",
        "email": "second-admin@example.com",
        "profile": {"name": "Second Admin"},
    }
    assert client.post("/api/users/admins", headers=as_admin, json=second).status_code == 201
    as_second = sign_in(client, "second-admin@example.com", "a-long-enough-password")
    assert client.post(REQUEST, json={"loginName": "admin@example.com"}).status_code == 202
    assert console.settle()
    assert len(_notices(client, as_second)) == 1
    assert _notices(client, as_admin) == []


def test_only_those_who_may_manage_the_account_issue_a_link(
    client: TestClient[Any], as_admin: dict[str, str], as_cleaner: dict[str, str]
) -> None:
    cleaner = _account_id(client, as_admin, "cleaners", "cleaner@example.com")
    ll_admin = _account_id(client, as_admin, "ll-managers", "ll-admin@example.com")
    greenway = _account_id(client, as_admin, "ll-managers", "greenway@example.com")
    landlord = sign_in(client, "landlord@example.com")
    answers = {
        "a cleaner": _issue(client, as_cleaner, "cleaners", cleaner).status_code,
        "a supervisor": _issue(
            client, sign_in(client, "supervisor@example.com"), "cleaners", cleaner
        ).status_code,
        "a landlord, for staff": _issue(client, landlord, "cleaners", cleaner).status_code,
        "a landlord manager, for its ll-admin": _issue(
            client, landlord, "ll-managers", ll_admin
        ).status_code,
        "another company's manager": _issue(
            client, sign_in(client, "freshcare@example.com"), "cleaners", cleaner
        ).status_code,
        "another landlord's admin": _issue(
            client, sign_in(client, "ll-admin@example.com"), "ll-managers", greenway
        ).status_code,
        "no one signed in": client.post(
            f"/api/users/cleaners/{cleaner}/password-reset"
        ).status_code,
    }
    assert answers == {
        "a cleaner": 403,
        "a supervisor": 403,
        "a landlord, for staff": 403,
        "a landlord manager, for its ll-admin": 403,
        "another company's manager": 404,
        "another landlord's admin": 404,
        "no one signed in": 401,
    }


def test_two_uses_of_one_link_at_once_set_one_password(
    client: TestClient[Any],
    console: Console,
    as_admin: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    worker = _account_id(client, as_admin, "workers", "worker@example.com")
    token = _worker_link(client, as_admin)
    resets = password_resets.PasswordResets(console.accounts, console.settings.signing_key())
    gate = SaveGate(monkeypatch, console.accounts, 4, holding(PasswordReset))
    passwords = [f"racing-password-{n}" for n in range(4)]
    outcomes = at_once([lambda p=p: resets.reset_password(token, p) for p in passwords])
    assert gate.met == 4
    won = [p for p, o in zip(passwords, outcomes, strict=True) if o == worker]
    refused = [o for o in outcomes if isinstance(o, ValidationFailed)]
    assert len(won) == 1 and len(refused) == 3, outcomes
    assert {o.code for o in refused} == {"reset-link-invalid"}
    assert console.settle()
    assert _log_in(client, "worker@example.com", won[0]).status_code == 200
    assert all(
        _log_in(client, "worker@example.com", p).status_code == 401
        for p in passwords
        if p != won[0]
    )


def test_a_wrong_password_has_its_own_code_and_other_401s_keep_theirs(
    client: TestClient[Any],
) -> None:
    wrong = _log_in(client, "admin@example.com", "not-the-password")
    assert wrong.status_code == 401
    assert (wrong.json()["code"], wrong.json()["message"]) == (
        "wrong-credentials",
        "Wrong login name or password",
    )
    refresh = client.post("/api/authn/refresh", json={"refreshToken": "no.such-token"})
    assert (refresh.status_code, refresh.json()["code"]) == (401, "not-authorized")
    assert client.get(ME).json()["code"] == "not-authorized"
