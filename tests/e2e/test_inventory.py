"""Inventory through the API: items, stock movements, low stock, who may see what."""

from __future__ import annotations

import csv
import io
from typing import Any

from litestar.testing import TestClient

from tests.e2e.conftest import as_each, created, refusal
from tests.e2e.workforce_estate import account_id, as_, client

__all__ = ["client"]


def _tower(client: TestClient[Any], headers: dict[str, str]) -> str:
    items = client.get("/api/inventory", headers=headers, params={"search": "Harbourfront"})
    return str(items.json()["items"][0]["buildingId"])


def test_the_admin_keeps_stock_and_the_supervisor_hears_when_it_runs_low(
    client: TestClient[Any],
) -> None:
    admin, supervisor = as_each(client, "admin", "supervisor")
    admin_id = account_id(client, admin)
    supervisor_id = account_id(client, supervisor)
    item = created(
        client.post(
            "/api/inventory",
            headers=admin,
            json={
                "itemName": "Hand sanitiser 500 ml",
                "quantity": 10,
                "buildingId": _tower(client, admin),
                "supervisorId": supervisor_id,
                "lowStockLevel": 4,
            },
        )
    )
    # The building's one cleaning company holds it.
    assert item["companyName"] == "SparkleClean Services"
    assert (
        item["buildingName"] == "Harbourfront Tower" and item["supervisorName"] == "Sam Supervisor"
    )
    assert item["lowStock"] is False

    moves = f"/api/inventory/{item['id']}/movements"
    taken = client.post(moves, headers=admin, json={"change": -6, "reason": "Refills"})
    assert taken.status_code == 201
    assert taken.json() == {
        "at": taken.json()["at"],
        "change": -6,
        "quantityAfter": 4,
        "reason": "Refills",
        "actorId": admin_id,
        "actorName": "Avery Admin",
    }
    too_many = client.post(moves, headers=admin, json={"change": -5, "reason": "Refills"})
    assert too_many.status_code == 409 and too_many.json()["code"] == "insufficient-stock"
    zero = client.post(moves, headers=admin, json={"change": 0, "reason": ""})
    assert {v["field"] for v in zero.json()["violations"]} == {"change", "reason"}

    shown = client.get(f"/api/inventory/{item['id']}", headers=admin).json()
    assert (shown["quantity"], shown["lowStock"]) == (4, True)
    low = client.get("/api/inventory", headers=admin, params={"filter": 'lowStock:"true"'})
    assert item["id"] in {i["id"] for i in low.json()["items"]}
    # The supervisor cannot open inventory, but still hears that the stock is low.
    told = client.get(
        "/api/notifications", headers=supervisor, params={"filter": 'type:"low-stock"'}
    ).json()["items"]
    mine = [n for n in told if n["fields"]["inventoryId"] == item["id"]]
    assert len(mine) == 1 and mine[0]["fields"]["quantity"] == "4"

    # An edit that changes the quantity is a stock count; a stale one is refused.
    edit = {
        "itemName": "Hand sanitiser 500 ml",
        "quantity": 12,
        "buildingId": item["buildingId"],
        "supervisorId": supervisor_id,
        "lowStockLevel": 4,
        "version": shown["version"],
    }
    path = f"/api/inventory/{item['id']}"
    assert client.put(path, headers=admin, json=edit).status_code == 204
    assert client.put(path, headers=admin, json=edit).status_code == 409
    listed = client.get(moves, headers=admin).json()
    assert [(m["change"], m["reason"], m["quantityAfter"]) for m in listed] == [
        (8, "Stock count", 12),
        (-6, "Refills", 4),
    ]
    history = client.get(f"/api/history/inventory/{item['id']}", headers=admin)
    assert history.status_code == 200
    assert [e["type"] for e in history.json()["events"]] == [
        "Registered",
        "Moved",
        "Updated",
        "Moved",
    ]
    assert client.delete(path, headers=admin).status_code == 204
    assert client.get(path, headers=admin).status_code == 404


NOT_THE_ADMIN = (
    "cc-manager@example.com",
    "cc-admin@example.com",
    "supervisor@example.com",
    "landlord@example.com",
    "cleaner@example.com",
    "worker@example.com",
)


def test_inventory_is_the_admins_alone(client: TestClient[Any]) -> None:
    """Inventory is the system admin's alone (docs/roles.md): every other role is
    refused every inventory call, its own company's stock included, and nothing changes."""
    admin = as_(client, "admin@example.com")
    every = client.get("/api/inventory", headers=admin).json()
    assert every["total"] == 12
    assert {i["companyName"] for i in every["items"]} == {
        "SparkleClean Services",
        "FreshCare Facilities",
    }
    ours = next(i for i in every["items"] if i["companyName"] == "SparkleClean Services")
    path = f"/api/inventory/{ours['id']}"
    body = {"itemName": "Mop", "quantity": 1, "buildingId": ours["buildingId"]}
    calls = [
        ("GET", "/api/inventory", None),
        ("GET", "/api/inventory/export", None),
        ("POST", "/api/inventory", body),
        ("GET", path, None),
        ("PUT", path, body),
        ("DELETE", path, None),
        ("GET", f"{path}/movements", None),
        ("POST", f"{path}/movements", {"change": -1, "reason": "Refill"}),
        ("GET", f"/api/history/inventory/{ours['id']}", None),
    ]
    moved = client.get(f"{path}/movements", headers=admin).json()
    for login in NOT_THE_ADMIN:
        headers = as_(client, login)
        for method, url, json in calls:
            reply = client.request(method, url, headers=headers, json=json)
            assert reply.status_code == 403, (login, method, url, reply.text)
    assert client.get("/api/inventory", headers=admin).json()["total"] == 12
    assert client.get(path, headers=admin).json() == ours
    assert client.get(f"{path}/movements", headers=admin).json() == moved


def test_bad_input_changes_nothing_and_the_export_is_formula_safe(client: TestClient[Any]) -> None:
    admin = as_(client, "admin@example.com")
    building = _tower(client, admin)
    bad = client.post(
        "/api/inventory",
        headers=admin,
        json={"itemName": " ", "quantity": -1, "buildingId": building, "lowStockLevel": -1},
    )
    assert sorted(v["field"] for v in refusal(bad)) == [
        "itemName",
        "lowStockLevel",
        "quantity",
    ]
    formula = client.post(
        "/api/inventory",
        headers=admin,
        json={"itemName": '=HYPERLINK("x")', "quantity": 3, "buildingId": building},
    )
    assert formula.status_code == 201
    export = client.get("/api/inventory/export", headers=admin)
    assert 'filename="inventory.csv"' in export.headers["content-disposition"]
    rows = list(csv.reader(io.StringIO(export.text)))
    assert [r[1] for r in rows if "HYPERLINK" in r[1]] == ['\'=HYPERLINK("x")']
    assert len(rows) == 1 + 12 + 1
