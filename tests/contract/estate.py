"""The demo estate's two tenants as the contract tests address them: one record of each kind
a path or a body names, found through the API.

Ours: Harbourfront Properties' Harbourfront Tower, cleaned by SparkleClean, whose people are
the callers. Theirs: Greenway Estates' Greenway Plaza, cleaned by FreshCare."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from litestar.testing import TestClient

from demo.estate import DEMO_PASSWORD

LOGIN = {
    "admin": "admin@example.com",
    "ll-admin": "ll-admin@example.com",
    "ll-manager": "landlord@example.com",
    "cc-admin": "cc-admin@example.com",
    "cc-manager": "cc-manager@example.com",
    "supervisor": "supervisor@example.com",
    "cleaner": "cleaner@example.com",
    "worker": "worker@example.com",
}
STAFF_LOGINS = ("supervisor", "cleaner", "worker")
# One account of each kind, per tenant (FreshCare has no worker: one is made).
OUR_ACCOUNTS = {
    "admins": "admin@example.com",
    "ll-managers": "landlord@example.com",
    "cc-managers": "cc-manager@example.com",
    "supervisors": "supervisor@example.com",
    "cleaners": "cleaner@example.com",
    "workers": "worker@example.com",
}
THEIR_ACCOUNTS = {
    "admins": "admin@example.com",
    "ll-managers": "greenway@example.com",
    "cc-managers": "freshcare@example.com",
    "supervisors": "supervisor2@example.com",
    "cleaners": "cleaner4@example.com",
    "workers": "worker-fcf@example.com",
}


@dataclass(frozen=True)
class Tenant:
    """One record of each kind of one tenant, by the name its path parameter has."""

    landlord_id: str
    cleaning_company_id: str
    building_id: str
    floor_id: str
    facility_id: str
    project_id: str
    device_id: str
    issue_id: str
    task_id: str
    notification_id: str
    schedule_id: str
    leave_id: str
    item_id: str
    accounts: Mapping[str, str]  # users segment → an account of that kind
    tokens: tuple[str, ...]  # the building's public feedback links, one per facility
    # Where a caller who sees only some facilities reports an issue, if not at facility_id.
    facility_seen_by: Mapping[str, str] = field(default_factory=dict)
    webhook_id: str = ""  # the landlord's
    #: The check-in code a staff caller sends, by token role: of a door they look after
    #: (ours), or of one they do not (theirs).
    check_in_codes: Mapping[str, str] = field(default_factory=dict)

    @property
    def company_id(self) -> str:
        return self.landlord_id

    @property
    def cleaner_id(self) -> str:
        return self.accounts["cleaners"]

    @property
    def supervisor_id(self) -> str:
        return self.accounts["supervisors"]

    def path_value(self, name: str) -> str:
        return str(getattr(self, name))


def sign_in(client: TestClient[Any], login_name: str) -> dict[str, str]:
    reply = client.post(
        "/api/authn/log-in", json={"loginName": login_name, "password": DEMO_PASSWORD}
    )
    assert reply.status_code == 200, reply.text
    return {"Authorization": f"Bearer {reply.json()['accessToken']}"}


def _items(reply: Any) -> list[dict[str, Any]]:
    assert reply.status_code == 200, reply.text
    body = reply.json()
    return list(body["items"] if isinstance(body, dict) else body)


def _one(items: list[dict[str, Any]], **wanted: Any) -> dict[str, Any]:
    return next(i for i in items if all(i.get(k) == v for k, v in wanted.items()))


class _Reader:
    def __init__(self, client: TestClient[Any]) -> None:
        self.client = client
        self.admin = sign_in(client, "admin@example.com")

    def get(self, path: str, headers: dict[str, str] | None = None) -> list[dict[str, Any]]:
        reply = self.client.get(path, headers=headers or self.admin, params={"pageSize": 100})
        return _items(reply)

    def post(self, path: str, headers: dict[str, str], body: dict[str, Any]) -> dict[str, Any]:
        reply = self.client.post(path, headers=headers, json=body)
        assert reply.status_code == 201, reply.text
        return dict(reply.json())

    def check_in_code(self, facility_id: str) -> str:
        reply = self.client.get(f"/api/facilities/{facility_id}/check-in-code", headers=self.admin)
        assert reply.status_code == 200, reply.text
        return str(reply.json()["code"])

    def token(self, facility_id: str) -> str:
        reply = self.client.get(f"/api/facilities/{facility_id}/feedback-link", headers=self.admin)
        assert reply.status_code == 200, reply.text
        return str(reply.json()["token"])


def _tenant(
    read: _Reader,
    building_name: str,
    landlord: str,
    manager: str,
    accounts: Mapping[str, str],
    notified: str,
) -> Tenant:
    """Finds a tenant's records; reports an issue at its first facility and gives its
    cleaner a task, so that both have one; `notified` is a login that issue told."""
    building = _one(read.get("/api/buildings"), name=building_name)
    floor = read.get(f"/api/buildings/{building['id']}/floors")[0]
    facility = read.get(f"/api/floors/{floor['id']}/facilities")[0]
    project = _one(read.get("/api/projects"), buildingId=building["id"])
    ids = {
        segment: _one(read.get(f"/api/users/{segment}"), email=login)["id"]
        for segment, login in accounts.items()
    }
    issue = read.post(
        "/api/issues",
        sign_in(read.client, landlord),
        {"facilityId": facility["id"], "issueType": "leak"},
    )
    task = read.post(
        "/api/tasks",
        sign_in(read.client, manager),
        {
            "issueId": issue["id"],
            "title": "Mop the floor",
            "type": "cleaning",
            "staffRole": "cleaner",
            "staffId": ids["cleaners"],
        },
    )
    facilities = read.get(f"/api/buildings/{building['id']}/facilities")
    webhook = read.post(
        "/api/webhooks",
        sign_in(read.client, landlord),
        {"url": "http://127.0.0.1:9/hook", "kinds": ["device.offline"], "secret": "s" * 16},
    )
    return Tenant(
        landlord_id=building["landlordId"],
        cleaning_company_id=project["cleaningCompanyId"],
        building_id=building["id"],
        floor_id=floor["id"],
        facility_id=facility["id"],
        project_id=project["id"],
        device_id=_one(read.get("/api/devices"), buildingId=building["id"])["id"],
        issue_id=issue["id"],
        task_id=task["id"],
        notification_id=read.get("/api/notifications", sign_in(read.client, notified))[0]["id"],
        schedule_id=_one(read.get("/api/schedules"), staffId=ids["cleaners"])["id"],
        leave_id=_one(read.get("/api/leaves"), staffId=ids["cleaners"])["id"],
        item_id=_one(read.get("/api/inventory"), buildingId=building["id"])["id"],
        accounts=ids,
        tokens=tuple(read.token(f["id"]) for f in facilities),
        webhook_id=webhook["id"],
    )


def theirs(client: TestClient[Any]) -> Tenant:
    read = _Reader(client)
    freshcare = sign_in(client, "freshcare@example.com")
    worker = THEIR_ACCOUNTS["workers"]
    body = {
        "loginName": worker,
        "password": "a-long-enough-password",
        "email": worker,
        "profile": {"name": "Fern Worker"},
    }
    read.post("/api/users/workers", freshcare, body)
    tenant = _tenant(
        read,
        "Greenway Plaza",
        "greenway@example.com",
        "freshcare@example.com",
        THEIR_ACCOUNTS,
        "supervisor2@example.com",
    )
    code = read.check_in_code(tenant.facility_id)
    return Tenant(**{**vars(tenant), "check_in_codes": dict.fromkeys(STAFF_LOGINS, code)})


def ours(client: TestClient[Any]) -> Tenant:
    read = _Reader(client)
    tenant = _tenant(
        read,
        "Harbourfront Tower",
        "landlord@example.com",
        "cc-manager@example.com",
        OUR_ACCOUNTS,
        "cleaner@example.com",
    )
    # The worker looks after the mall's toilets only.
    mall = _one(read.get("/api/buildings"), name="Marina Mall")
    in_mall = read.get(f"/api/buildings/{mall['id']}/facilities")[0]["id"]
    # A door of the cleaner's (and so of their supervisor's) other than the one whose code
    # the calls renew.
    cleaners = read.get("/api/facilities", sign_in(client, LOGIN["cleaner"]))
    door = next(f["id"] for f in cleaners if f["id"] != tenant.facility_id)
    codes = {
        "supervisor": read.check_in_code(door),
        "cleaner": read.check_in_code(door),
        "worker": read.check_in_code(in_mall),
    }
    return Tenant(
        **{**vars(tenant), "facility_seen_by": {"worker": in_mall}, "check_in_codes": codes}
    )
