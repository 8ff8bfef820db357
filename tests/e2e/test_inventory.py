"""Inventory through the API: items, stock movements, low stock, who may see what."""

from __future__ import annotations

import csv
import io
from typing import Any

from litestar.testing import TestClient

from tests.e2e.conftest import said
from tests.e2e.workforce_estate import account_id, as_, client

__all__ = ["client"]


def _tower(client: TestClient[Any], headers: dict[str, str]) -> str:
    items = client.get("/api/inventory", headers=headers, params={"search": "Harbourfront"})
    return str(items.json()["items"][0]["buildingId"])


def test_a_manager_keeps_stock_and_the_supervisor_hears_when_it_runs_low(
    client: TestClient[Any],
) -> None:
    manager = as_(client, "cc-manager@example.com")
    supervisor = as_(client, "supervisor@example.com")
    supervisor_id = account_id(client, supervisor)
    created = client.post(
        "/api/inventory",
        headers=manager,
        json={
            "itemName": "Hand sanitiser 500 ml",
            "quantity": 10,
            "buildingId": _tower(client, manager),
            "supervisorId": supervisor_id,
            "lowStockLevel": 4,
        },
    )
    assert created.status_code == 201, created.text
    item = created.json()
    assert item["companyName"] == "SparkleClean Services"
    assert (
        item["buildingName"] == "Harbourfront Tower" and item["supervisorName"] == "Sam Supervisor"
    )
    assert item["lowStock"] is False

    moves = f"/api/inventory/{item['id']}/movements"
    taken = client.post(moves, headers=supervisor, json={"change": -6, "reason": "Refills"})
    assert taken.status_code == 201
    assert taken.json() == {
        "at": taken.json()["at"],
        "change": -6,
        "quantityAfter": 4,
        "reason": "Refills",
        "actorId": supervisor_id,
        "actorName": "Sam Supervisor",
    }
    too_many = client.post(moves, headers=supervisor, json={"change": -5, "reason": "Refills"})
    assert too_many.status_code == 409 and too_many.json()["code"] == "insufficient-stock"
    zero = client.post(moves, headers=supervisor, json={"change": 0, "reason": ""})
    assert {v["field"] for v in zero.json()["violations"]} == {"change", "reason"}

    shown = client.get(f"/api/inventory/{item['id']}", headers=supervisor).json()
    assert (shown["quantity"], shown["lowStock"]) == (4, True)
    low = client.get("/api/inventory", headers=manager, params={"filter": 'lowStock:"true"'})
    assert item["id"] in {i["id"] for i in low.json()["items"]}
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
    assert client.put(path, headers=manager, json=edit).status_code == 204
    assert client.put(path, headers=manager, json=edit).status_code == 409
    listed = client.get(moves, headers=manager).json()
    assert [(m["change"], m["reason"], m["quantityAfter"]) for m in listed] == [
        (8, "Stock count", 12),
        (-6, "Refills", 4),
    ]
    history = client.get(f"/api/history/inventory/{item['id']}", headers=manager)
    assert history.status_code == 200
    assert [e["type"] for e in history.json()["events"]] == [
        "Registered",
        "Moved",
        "Updated",
        "Moved",
    ]
    assert client.delete(path, headers=manager).status_code == 204
    assert client.get(path, headers=manager).status_code == 404


def test_who_may_see_and_keep_stock(client: TestClient[Any]) -> None:
    admin = as_(client, "admin@example.com")
    manager = as_(client, "cc-manager@example.com")
    fresh = as_(client, "freshcare@example.com")
    every = client.get("/api/inventory", headers=admin).json()
    assert every["total"] == 12
    assert {
        i["companyName"] for i in client.get("/api/inventory", headers=manager).json()["items"]
    } == {"SparkleClean Services"}
    for login in ("landlord@example.com", "cleaner@example.com", "worker@example.com"):
        assert client.get("/api/inventory", headers=as_(client, login)).status_code == 403
    greenway = next(i for i in every["items"] if i["companyName"] == "FreshCare Facilities")
    path = f"/api/inventory/{greenway['id']}"
    assert client.get(path, headers=manager).status_code == 404
    assert (
        client.post(
            f"{path}/movements", headers=manager, json={"change": 1, "reason": "x"}
        ).status_code
        == 404
    )
    assert client.get(path, headers=fresh).status_code == 200
    # A manager cannot put stock in a building their company does not look after.
    refused = client.post(
        "/api/inventory",
        headers=manager,
        json={"itemName": "Mop", "quantity": 1, "buildingId": greenway["buildingId"]},
    )
    assert refused.status_code == 400
    assert [v["field"] for v in refused.json()["violations"]] == ["buildingId"]
    assert client.get("/api/inventory", headers=admin).json()["total"] == 12


def test_bad_input_changes_nothing_and_the_export_is_formula_safe(client: TestClient[Any]) -> None:
    manager = as_(client, "cc-manager@example.com")
    building = _tower(client, manager)
    bad = client.post(
        "/api/inventory",
        headers=manager,
        json={"itemName": " ", "quantity": -1, "buildingId": building, "lowStockLevel": -1},
    )
    assert bad.status_code == 400
    assert sorted(v["field"] for v in said(bad.json()["violations"])) == [
        "itemName",
        "lowStockLevel",
        "quantity",
    ]
    formula = client.post(
        "/api/inventory",
        headers=manager,
        json={"itemName": '=HYPERLINK("x")', "quantity": 3, "buildingId": building},
    )
    assert formula.status_code == 201
    export = client.get("/api/inventory/export", headers=manager)
    assert 'filename="inventory.csv"' in export.headers["content-disposition"]
    rows = list(csv.reader(io.StringIO(export.text)))
    assert [r[1] for r in rows if "HYPERLINK" in r[1]] == ['\'=HYPERLINK("x")']
    assert len(rows) == 1 + 8 + 1
