"""An object's history tells at least what its detail does, so it is refused where the
detail is: for every kind, role and object of either tenant, `GET /api/history/{kind}/{id}`
answers as the kind's detail call does. The roles come from one table (`KINDS` of
api/history/controller.py), held here to the detail handlers' own."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from api.history.controller import KINDS
from tests.contract.estate import LOGIN, Tenant, sign_in
from tests.contract.who_may import ROLES

# Each kind's detail call, and the path it answers on; a notification has none (its list
# is its recipient's), and is held to that below.
DETAIL = {
    "company": ("getCompany", "/api/companies/{}"),
    "building": ("getBuilding", "/api/buildings/{}"),
    "floor": ("getFloor", "/api/floors/{}"),
    "facility": ("getFacility", "/api/facilities/{}"),
    "project": ("getProject", "/api/projects/{}"),
    "account": ("getUser", "/api/users/{segment}/{}"),
    "device": ("getDevice", "/api/devices/{}"),
    "issue": ("getIssue", "/api/issues/{}"),
    "task": ("getTask", "/api/tasks/{}"),
    "notification": ("listNotifications", "/api/notifications"),
    "schedule": ("getSchedule", "/api/schedules/{}"),
    "leave": ("getLeave", "/api/leaves/{}"),
    "inventory": ("getInventoryItem", "/api/inventory/{}"),
}


def _objects(tenant: Tenant) -> Iterator[tuple[str, str, str]]:
    """(kind, id, detail path) of one object of each kind, and of one account per kind."""
    for kind, attribute in (
        ("company", "landlord_id"),
        ("company", "cleaning_company_id"),
        ("building", "building_id"),
        ("floor", "floor_id"),
        ("facility", "facility_id"),
        ("project", "project_id"),
        ("device", "device_id"),
        ("issue", "issue_id"),
        ("task", "task_id"),
        ("schedule", "schedule_id"),
        ("leave", "leave_id"),
        ("inventory", "item_id"),
    ):
        object_id = tenant.path_value(attribute)
        yield kind, object_id, DETAIL[kind][1].format(object_id)
    for segment, account_id in tenant.accounts.items():
        yield "account", account_id, f"/api/users/{segment}/{account_id}"


@pytest.fixture(scope="module")
def callers(estate_client: TestClient[Any], theirs: Tenant, ours: Tenant) -> dict[str, Any]:
    return {role: sign_in(estate_client, LOGIN[role]) for role in ROLES}


def test_every_kind_names_the_roles_of_its_detail_call(estate_client: TestClient[Any]) -> None:
    handlers = {
        handler.operation_id: handler
        for route in estate_client.app.routes
        for handler in getattr(route, "route_handlers", ())
    }
    assert KINDS.keys() == DETAIL.keys()
    for kind, (operation_id, _) in DETAIL.items():
        detail_roles = handlers[operation_id].opt["roles"]
        assert set(KINDS[kind].roles) == set(detail_roles), kind


def test_history_answers_each_role_as_the_detail_does_on_every_object(
    estate_client: TestClient[Any],
    callers: dict[str, dict[str, str]],
    ours: Tenant,
    theirs: Tenant,
) -> None:
    differ, seen = [], set()
    for tenant in (ours, theirs):
        for kind, object_id, detail_path in _objects(tenant):
            for role, headers in callers.items():
                detail = estate_client.get(detail_path, headers=headers).status_code
                history = estate_client.get(
                    f"/api/history/{kind}/{object_id}", headers=headers
                ).status_code
                seen.add(detail)
                if history != detail:
                    differ.append(
                        f"{kind} {object_id} as {role}: detail {detail}, history {history}"
                    )
    assert not differ, "\n".join(differ)
    assert seen == {200, 403, 404}  # the objects tell the three answers apart


def test_a_notifications_history_is_its_recipients_and_the_admins(
    estate_client: TestClient[Any], callers: dict[str, dict[str, str]], ours: Tenant
) -> None:
    # Ours is the cleaner's (the issue at the cleaner's facility, and the task, told them).
    for role, headers in callers.items():
        reply = estate_client.get(
            f"/api/history/notification/{ours.notification_id}", headers=headers
        )
        assert reply.status_code == (200 if role in ("admin", "cleaner") else 404), role
