"""Web Push to the staff's phones, against a local server playing the push service, on
SQLite and PostgreSQL: a subscribed browser gets each new issue its account is told of,
encrypted to its keys (decrypted here as the browser would) and signed with the console's
key, in the browser's language; an endpoint the service forgot (410) is forgotten too; a
failing service is tried again; bad subscriptions are refused; nobody unsubscribes
another account's browser."""

from __future__ import annotations

import base64
import json
import secrets
from collections.abc import Iterator
from typing import Any

import http_ece
import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from litestar.testing import TestClient

from application.push_sender import PushSender
from hygiene.bootstrap import Console
from tests.e2e.conftest import refusal, sign_in
from tests.e2e.test_issues import facility, notifications, report
from tests.webhook_receiver import Received, Receiver, until


def b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def vapid_public(key: str) -> ec.EllipticCurvePublicKey:
    point = base64.urlsafe_b64decode(key + "=" * (-len(key) % 4))
    return ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), point)


class Browser:
    """What a browser keeps of its subscription: its own key pair and auth secret."""

    def __init__(self, endpoint: str, language: str = "en") -> None:
        self.endpoint = endpoint
        self.language = language
        self.key = ec.generate_private_key(ec.SECP256R1())
        self.auth = secrets.token_bytes(16)

    def body(self) -> dict[str, Any]:
        point = self.key.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
        )
        return {
            "endpoint": self.endpoint,
            "expirationTime": None,
            "keys": {"p256dh": b64(point), "auth": b64(self.auth)},
            "language": self.language,
        }

    def read(self, received: Received) -> dict[str, str]:
        """The push decrypted, as the browser does (RFC 8291, aes128gcm)."""
        plain = http_ece.decrypt(
            received.body, private_key=self.key, auth_secret=self.auth, version="aes128gcm"
        )
        message: dict[str, str] = json.loads(plain)
        return message


@pytest.fixture
def service() -> Iterator[Receiver]:
    receiver = Receiver(otherwise=201).start()
    yield receiver
    receiver.stop()


@pytest.fixture
def quick(console: Console) -> PushSender:
    """The console's push sender, trying again without the production pauses."""
    sender = next(p for p in console.processes if isinstance(p, PushSender))
    sender.backoff = (0.01, 0.01)
    return sender


def subscribe(client: TestClient[Any], headers: dict[str, str], browser: Browser) -> None:
    reply = client.post("/api/push/subscriptions", headers=headers, json=browser.body())
    assert reply.status_code == 201, reply.text


def account_id(client: TestClient[Any], headers: dict[str, str]) -> str:
    return str(client.get("/api/authn/me", headers=headers).json()["id"])


def new_issue(client: TestClient[Any], issue_type: str = "bin-full") -> dict[str, Any]:
    """An issue the demo cleaner is told of, reported by the supervisor."""
    supervisor = sign_in(client, "supervisor@example.com")
    return report(client, supervisor, facility(client, supervisor, "HA-Ground-F")["id"], issue_type)


def test_a_subscribed_phone_is_pushed_the_new_issue_in_its_language(
    client: TestClient[Any], console: Console, service: Receiver, quick: PushSender
) -> None:
    cleaner = sign_in(client, "cleaner@example.com")
    key = client.get("/api/push/key", headers=cleaner).json()["publicKey"]
    assert len(base64.urlsafe_b64decode(key + "==")) == 65, "an uncompressed P-256 point"
    english, chinese = Browser(f"{service.url}/en"), Browser(f"{service.url}/zh", "zh")
    subscribe(client, cleaner, english)
    subscribe(client, cleaner, chinese)

    issue = new_issue(client)
    pushes = {r.path: r for r in service.wait_for(2)}
    assert console.settle()
    (told,) = [n for n in notifications(client, cleaner) if n["issue"] == issue["id"]]
    url = f"/issues/table?issueId={issue['id']}"
    assert english.read(pushes["/hook/en"]) == {
        "title": "Issue opened",
        "body": told["information"],
        "url": url,
    }
    place = told["information"].removeprefix("Bin full reported at ")
    assert chinese.read(pushes["/hook/zh"]) == {
        "title": "问题已创建",
        "body": f"在{place}报告了垃圾桶已满",
        "url": url,
    }
    headers = {name.lower(): value for name, value in pushes["/hook/en"].headers.items()}
    token, public = headers["authorization"].removeprefix("vapid t=").split(",k=")
    assert public == key, "signed with the key the console gives browsers"
    claims = jwt.decode(token, vapid_public(key), algorithms=["ES256"], audience=service.origin)
    assert claims["sub"].startswith("mailto:")
    assert headers["content-encoding"] == "aes128gcm"

    new_issue(client, "odour")
    until(lambda: len(service.received) >= 4, "the second issue's pushes")
    assert console.settle()
    assert len(service.received) == 4, "each issue pushed once to each browser"


def test_an_endpoint_the_service_forgot_is_forgotten(
    client: TestClient[Any], console: Console, service: Receiver, quick: PushSender
) -> None:
    cleaner = sign_in(client, "cleaner@example.com")
    gone, kept = Browser(f"{service.url}/gone"), Browser(f"{service.url}/kept")
    subscribe(client, cleaner, gone)
    subscribe(client, cleaner, kept)
    service.answers = [410]
    cleaner_id = account_id(client, cleaner)

    new_issue(client)
    until(
        lambda: set(console.alerts.push_endpoints(cleaner_id)) == {kept.endpoint},
        "the gone endpoint to be forgotten",
    )
    assert console.settle()
    first = len(service.received)
    new_issue(client, "odour")
    until(lambda: len(service.received) > first, "the next push")
    assert console.settle()
    assert [r.path for r in service.received[first:]] == ["/hook/kept"]


def test_a_failing_service_is_tried_again_and_the_push_sent_once(
    client: TestClient[Any], console: Console, service: Receiver, quick: PushSender
) -> None:
    cleaner = sign_in(client, "cleaner@example.com")
    browser = Browser(f"{service.url}/flaky")
    subscribe(client, cleaner, browser)
    service.answers = [500, 503]

    new_issue(client)
    received = service.wait_for(3)
    assert [r.answered for r in received] == [500, 503, 201]
    assert console.settle()
    assert len(service.received) == 3
    assert browser.read(received[2])["title"] == "Issue opened"
    assert console.followers.errors() == {}


def test_bad_subscriptions_are_refused(client: TestClient[Any]) -> None:
    cleaner = sign_in(client, "cleaner@example.com")
    good = Browser("https://push.example.com/send/abc").body()

    def refused(body: dict[str, Any]) -> list[str]:
        reply = client.post("/api/push/subscriptions", headers=cleaner, json=body)
        return [v["field"] for v in refusal(reply)]

    assert refused({**good, "endpoint": "http://push.example.com/x"}) == ["endpoint"]
    assert refused({**good, "endpoint": "ftp://push.example.com/x"}) == ["endpoint"]
    assert refused({**good, "endpoint": "https://169.254.169.254/x"}) == ["endpoint"]
    assert refused({**good, "endpoint": "https://push.example.com/" + "a" * 1000}) == ["endpoint"]
    keys = {"p256dh": b64(b"\x04" * 10), "auth": "not base64!"}
    assert sorted(refused({**good, "keys": keys})) == ["keys.auth", "keys.p256dh"]
    reply = client.post("/api/push/subscriptions", headers=cleaner, json={"endpoint": "x"})
    assert reply.status_code == 400, reply.text
    reply = client.post("/api/push/subscriptions", headers=cleaner, json={**good, "x": 1})
    assert reply.status_code == 400, reply.text
    assert client.post("/api/push/subscriptions", json=good).status_code == 401


def test_nobody_unsubscribes_another_accounts_browser(
    client: TestClient[Any], console: Console, service: Receiver
) -> None:
    cleaner, manager = (
        sign_in(client, "cleaner@example.com"),
        sign_in(client, "cc-manager@example.com"),
    )
    browser = Browser(f"{service.url}/mine")
    subscribe(client, cleaner, browser)
    cleaner_id = account_id(client, cleaner)

    reply = client.request(
        "DELETE", "/api/push/subscriptions", headers=manager, json={"endpoint": browser.endpoint}
    )
    assert reply.status_code == 204, reply.text
    assert list(console.alerts.push_endpoints(cleaner_id)) == [browser.endpoint]

    reply = client.request(
        "DELETE", "/api/push/subscriptions", headers=cleaner, json={"endpoint": browser.endpoint}
    )
    assert reply.status_code == 204, reply.text
    assert console.alerts.push_endpoints(cleaner_id) == {}


def test_a_browser_subscribed_by_another_account_moves_to_it(
    client: TestClient[Any], console: Console, service: Receiver
) -> None:
    """One phone shared on a shift: the pushes follow whoever subscribed it last."""
    cleaner, manager = (
        sign_in(client, "cleaner@example.com"),
        sign_in(client, "cc-manager@example.com"),
    )
    browser = Browser(f"{service.url}/shared")
    subscribe(client, cleaner, browser)
    subscribe(client, manager, browser)
    assert console.alerts.push_endpoints(account_id(client, cleaner)) == {}
    assert list(console.alerts.push_endpoints(account_id(client, manager))) == [browser.endpoint]


def test_the_key_is_the_same_for_every_caller_and_kept(
    client: TestClient[Any], console: Console
) -> None:
    cleaner, admin = sign_in(client, "cleaner@example.com"), sign_in(client, "admin@example.com")
    first = client.get("/api/push/key", headers=cleaner).json()["publicKey"]
    assert client.get("/api/push/key", headers=admin).json()["publicKey"] == first
    assert console.alerts.push_key(None).public == first
    assert client.get("/api/push/key").status_code == 401
