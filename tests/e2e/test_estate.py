"""Buildings, floors, facilities and projects through the API, as a landlord works with them."""

from __future__ import annotations

import csv
import io
from typing import Any

from litestar.testing import TestClient

from tests.e2e.conftest import created, new_building, project_body, refusal, said

PLAN = (
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQ"
    "AAAABJRU5ErkJggg=="
)


def _landlord_company(client: TestClient[Any], headers: dict[str, str]) -> str:
    return str(client.get("/api/authn/me", headers=headers).json()["companyId"])


def test_a_landlord_builds_up_a_building(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    building = new_building(client, as_landlord, "Harbour Annex", "3 Harbour Road", "098633")
    assert building["landlordId"] == _landlord_company(client, as_landlord)
    assert building["floorCount"] == 0

    floors = [{"label": "Ground", "floorNumber": 0}, {"label": "Level 1", "floorNumber": 1}]
    path = f"/api/buildings/{building['id']}/floors"
    assert client.put(path, headers=as_landlord, json=floors).status_code == 204
    listed = client.get(path, headers=as_landlord).json()
    assert [(f["label"], f["floorNumber"]) for f in listed] == [("Ground", 0), ("Level 1", 1)]

    ground = listed[0]["id"]
    facility = client.post(
        f"/api/floors/{ground}/facilities",
        headers=as_landlord,
        json={"name": "Ladies G", "code": "HA-G-F", "type": "female"},
    )
    assert facility.status_code == 201
    assert facility.json()["buildingName"] == "Harbour Annex"

    # Relabel one floor, drop the other, add a new one: the list becomes exactly this.
    again = [
        {"id": ground, "label": "Lobby", "floorNumber": 0},
        {"label": "Roof", "floorNumber": 5},
    ]
    assert client.put(path, headers=as_landlord, json=again).status_code == 204
    listed = client.get(path, headers=as_landlord).json()
    assert [(f["label"], f["floorNumber"]) for f in listed] == [("Lobby", 0), ("Roof", 5)]
    detail = client.get(f"/api/buildings/{building['id']}", headers=as_landlord).json()
    assert detail["floorCount"] == 2 and detail["facilityCount"] == 1

    plan = client.put(f"/api/floors/{ground}/plan", headers=as_landlord, json={"floorPlan": PLAN})
    assert plan.status_code == 204
    marker = {"type": "female", "x": 0.25, "y": 0.5, "facilityId": facility.json()["id"]}
    placed = client.put(
        f"/api/floors/{ground}/markers", headers=as_landlord, json={"markers": [marker]}
    )
    assert placed.status_code == 204
    floor = client.get(f"/api/floors/{ground}", headers=as_landlord).json()
    assert floor["floorPlan"] == PLAN and floor["hasPlan"] is True
    assert floor["markers"] == [marker]

    assert client.delete(f"/api/buildings/{building['id']}", headers=as_landlord).status_code == 204
    assert client.get(f"/api/floors/{ground}", headers=as_landlord).status_code == 404
    assert (
        client.get(f"/api/facilities/{facility.json()['id']}", headers=as_landlord).status_code
        == 404
    )


def test_markers_must_be_complete_and_on_the_floor(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    building = client.get("/api/buildings", headers=as_landlord).json()["items"][0]
    floor = client.get(f"/api/buildings/{building['id']}/floors", headers=as_landlord).json()[0]
    reply = client.put(
        f"/api/floors/{floor['id']}/markers",
        headers=as_landlord,
        json={"markers": [{"type": "male", "x": 1.5, "y": 0.1, "facilityId": "elsewhere"}]},
    )
    assert reply.status_code == 400
    fields = {v["field"] for v in said(reply.json()["violations"])}
    assert fields == {"markers[0].x", "markers[0].facilityId"}


def test_floor_numbers_must_differ(client: TestClient[Any], as_landlord: dict[str, str]) -> None:
    building = client.get("/api/buildings", headers=as_landlord).json()["items"][0]
    before = client.get(f"/api/buildings/{building['id']}/floors", headers=as_landlord).json()
    reply = client.put(
        f"/api/buildings/{building['id']}/floors",
        headers=as_landlord,
        json=[{"label": "A", "floorNumber": 1}, {"label": "B", "floorNumber": 1}],
    )
    assert reply.status_code == 400
    assert (
        client.get(f"/api/buildings/{building['id']}/floors", headers=as_landlord).json() == before
    )


def test_projects_link_a_building_to_a_cleaning_company(
    client: TestClient[Any], as_landlord: dict[str, str], as_cc_manager: dict[str, str]
) -> None:
    building = client.get("/api/buildings", headers=as_landlord, params={"search": "Tower"}).json()[
        "items"
    ][0]
    cleaning = client.get("/api/companies/cleaning-companies", headers=as_landlord).json()["items"]
    fresh = next(c for c in cleaning if c["code"] == "FCF")
    body = project_body("Tower windows", building["id"], fresh["id"])
    project = created(client.post("/api/projects", headers=as_landlord, json=body))
    assert project["buildingName"] == "Harbourfront Tower"
    assert project["cleaningCompanyName"] == "FreshCare Facilities"

    # A cleaning company sees only its own projects and may not change them.
    mine = client.get("/api/projects", headers=as_cc_manager).json()
    assert {p["cleaningCompanyName"] for p in mine["items"]} == {"SparkleClean Services"}
    assert client.get(f"/api/projects/{project['id']}", headers=as_cc_manager).status_code == 404
    put = client.put(
        f"/api/projects/{project['id']}",
        headers=as_cc_manager,
        json=project_body("x", building["id"], fresh["id"]),
    )
    assert put.status_code == 403

    body = project_body("Bad", building["id"], building["landlordId"])
    wrong = client.post("/api/projects", headers=as_landlord, json=body)
    assert refusal(wrong) == [
        {"field": "cleaningCompanyId", "message": "Must be a cleaning company"}
    ]
    assert client.delete(f"/api/projects/{project['id']}", headers=as_landlord).status_code == 204
    export = client.get("/api/projects/export", headers=as_landlord)
    names = {r["name"] for r in csv.DictReader(io.StringIO(export.text))}
    assert names == {"Harbourfront Tower cleaning", "Marina Mall cleaning"}


def test_a_building_with_projects_cannot_be_deleted(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    building = client.get("/api/buildings", headers=as_landlord).json()["items"][0]
    reply = client.delete(f"/api/buildings/{building['id']}", headers=as_landlord)
    assert reply.status_code == 409


def test_facilities_list_filters_by_the_cascading_tree(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    buildings = client.get("/api/buildings", headers=as_admin, params={"pageSize": 50}).json()[
        "items"
    ]
    tower = next(b for b in buildings if b["name"] == "Harbourfront Tower")
    page = client.get(
        "/api/facilities",
        headers=as_admin,
        params={
            "filter": [f'building:"{tower["id"]}"', 'type:"accessible"'],
            "sort": "floorNumber",
        },
    ).json()
    assert page["total"] == 3
    assert {f["type"] for f in page["items"]} == {"accessible"}
    assert [f["floorNumber"] for f in page["items"]] == [0, 1, 2]


def test_facilities_export_what_the_caller_sees_as_listed(
    client: TestClient[Any], as_landlord: dict[str, str], as_admin: dict[str, str]
) -> None:
    listed = client.get("/api/facilities", headers=as_landlord, params={"pageSize": 500}).json()
    export = client.get("/api/facilities/export", headers=as_landlord)
    assert export.status_code == 200, export.text
    assert export.headers["content-type"].startswith("text/csv")
    assert 'filename="facilities.csv"' in export.headers["content-disposition"]
    rows = list(csv.DictReader(io.StringIO(export.text)))
    assert list(rows[0]) == ["id", "name", "code", "type", "building", "floor", "createdAt"]
    assert {r["id"] for r in rows} == {f["id"] for f in listed["items"]}
    assert len(rows) == listed["total"]
    first = next(f for f in listed["items"] if f["id"] == rows[0]["id"])
    assert (rows[0]["name"], rows[0]["building"], rows[0]["floor"]) == (
        first["name"],
        first["buildingName"],
        first["floorLabel"],
    )
    # Another landlord's facilities stay out; the list's search and filters apply.
    everything = client.get("/api/facilities/export", headers=as_admin).text
    assert len(list(csv.DictReader(io.StringIO(everything)))) > len(rows)
    code = rows[0]["code"]
    found = client.get("/api/facilities/export", headers=as_landlord, params={"search": code})
    assert code in {r["code"] for r in csv.DictReader(io.StringIO(found.text))}
    assert len(list(csv.DictReader(io.StringIO(found.text)))) < len(rows)
