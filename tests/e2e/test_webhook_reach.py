"""Whose webhooks a caller sees and makes, and what a webhook must be: a manager reaches its
own company's only (another's answers 404, and naming another company is refused); the
system admin every one; a bad address, an unknown kind or a short secret is refused with
the field named and nothing stored; the secret is never shown again."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient

from tests.e2e.conftest import sign_in
from tests.e2e.test_webhooks import SECRET, register

HOOK = "https://receiver.example.com/hygiene"


def _ids(client: TestClient[Any], headers: dict[str, str]) -> set[str]:
    reply = client.get("/api/webhooks", headers=headers, params={"pageSize": 100})
    assert reply.status_code == 200, reply.text
    assert SECRET not in reply.text
    return {w["id"] for w in reply.json()["items"]}


def test_a_manager_sees_and_makes_only_its_companys_webhooks(client: TestClient[Any]) -> None:
    landlord, greenway = (
        sign_in(client, "landlord@example.com"),
        sign_in(client, "greenway@example.com"),
    )
    cc_manager, admin = (
        sign_in(client, "cc-manager@example.com"),
        sign_in(client, "admin@example.com"),
    )
    ours = register(client, landlord, HOOK, "issue.opened", "device.offline")
    theirs = register(client, greenway, HOOK)
    console_wide = register(client, admin, HOOK, "issue.resolved")
    me = client.get("/api/authn/me", headers=landlord).json()
    assert ours["companyId"] == me["companyId"] and ours["companyName"]
    assert ours["kinds"] == ["issue.opened", "device.offline"]
    assert _ids(client, landlord) == {ours["id"]}
    assert _ids(client, cc_manager) == set()
    assert _ids(client, admin) >= {ours["id"], theirs["id"], console_wide["id"]}
    for path in (f"/api/webhooks/{theirs['id']}", f"/api/webhooks/{theirs['id']}/deliveries"):
        assert client.get(path, headers=landlord).status_code == 404
        assert client.get(path, headers=cc_manager).status_code == 404
        assert client.get(path, headers=admin).status_code == 200
    assert client.delete(f"/api/webhooks/{theirs['id']}", headers=landlord).status_code == 404
    assert client.get(f"/api/webhooks/{console_wide['id']}", headers=landlord).status_code == 404

    reply = client.post(
        "/api/webhooks",
        headers=landlord,
        json={
            "url": HOOK,
            "kinds": ["issue.opened"],
            "secret": SECRET,
            "companyId": theirs["companyId"],
        },
    )
    assert reply.status_code == 400, reply.text
    assert [v["field"] for v in reply.json()["violations"]] == ["companyId"]
    # Staff make none.
    cleaner = sign_in(client, "cleaner@example.com")
    assert client.get("/api/webhooks", headers=cleaner).status_code == 403
    assert client.post("/api/webhooks", headers=cleaner, json={}).status_code == 403

    shown = client.get(f"/api/webhooks/{ours['id']}", headers=landlord)
    assert shown.status_code == 200 and "secret" not in shown.json() and SECRET not in shown.text
    assert client.delete(f"/api/webhooks/{ours['id']}", headers=landlord).status_code == 204
    assert client.get(f"/api/webhooks/{ours['id']}", headers=landlord).status_code == 404
    assert _ids(client, landlord) == set()


#: Bodies refused, by what they change and the field named.
BAD = [
    ({"url": "ftp://receiver.example.com/hook"}, "url"),
    ({"url": "receiver.example.com/hook"}, "url"),
    ({"url": "https://"}, "url"),
    ({"url": "http://user:password@receiver.example.com/"}, "url"),
    ({"url": "http://169.254.169.254/latest/meta-data"}, "url"),
    ({"url": "https://receiver.example.com/a b"}, "url"),
    ({"url": ""}, "url"),
    ({"kinds": ["issue.exploded"]}, "kinds"),
    ({"kinds": []}, "kinds"),
    ({"secret": "short"}, "secret"),
]


def test_a_bad_webhook_is_refused_with_its_field_named_and_nothing_stored(
    client: TestClient[Any],
) -> None:
    landlord = sign_in(client, "landlord@example.com")
    wrong = []
    for change, field in BAD:
        body = {"url": HOOK, "kinds": ["issue.opened"], "secret": SECRET, **change}
        reply = client.post("/api/webhooks", headers=landlord, json=body)
        answer = reply.json()
        named = [v["field"] for v in answer.get("violations", [])]
        if reply.status_code != 400 or not answer.get("message") or named != [field]:
            wrong.append(f"{change}: {reply.status_code} {reply.text[:200]}")
    assert wrong == []
    assert _ids(client, landlord) == set()
