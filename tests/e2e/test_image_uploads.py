"""Through the API: a floor plan or an issue photo that carries an attack, a bomb or a broken
file is refused with the error body and changes nothing; an SVG plan is stored rebuilt."""

from __future__ import annotations

from typing import Any

from defusedxml import ElementTree as ET
from litestar.testing import TestClient

from tests.image_samples import (
    SVG_OPEN,
    active_parts,
    data_url,
    picture,
    png_claiming,
    svg_of,
    svg_url,
)

REFUSED_PLANS = {
    "namespaced script": svg_url(
        f'{SVG_OPEN}<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>'
    ),
    "entity-encoded link": svg_url(
        f'{SVG_OPEN}<a href="&#106;avascript:alert(1)"><rect width="9"/></a></svg>'
    ),
    "set onmouseover": svg_url(
        f'{SVG_OPEN}<rect><set attributeName="onmouseover" to="alert(1)"/></rect></svg>'
    ),
    "style @import": svg_url(f"{SVG_OPEN}<style>@import url(https://evil.example/);</style></svg>"),
    "billion laughs": svg_url(
        '<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]>'
        '<svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>'
    ),
    "65535 pixels a side": data_url("png", png_claiming(65535, 65535, b"\0" * 100)),
    "cut PNG": data_url("png", picture("PNG")[:-40]),
    "JPEG labelled PNG": data_url("png", picture("JPEG")),
}
REFUSED_PHOTOS = ["65535 pixels a side", "cut PNG", "JPEG labelled PNG", "namespaced script"]


def _floor(client: TestClient[Any], headers: dict[str, str]) -> dict[str, Any]:
    building = client.get("/api/buildings", headers=headers).json()["items"][0]
    floors = client.get(f"/api/buildings/{building['id']}/floors", headers=headers).json()
    return dict(floors[0])


def _refusal_of(reply: Any, field: str, name: str) -> str:
    """The message of the one violation of a 400 reply, checked for the error body's shape."""
    assert reply.status_code == 400, (name, reply.text)
    body = reply.json()
    assert {"message", "code", "params", "violations"} <= body.keys(), name
    [violation] = body["violations"]
    assert violation.keys() >= {"field", "message", "code", "params"}, name
    assert violation["field"] == field, name
    return str(violation["message"])


def test_a_floor_plan_carrying_an_attack_or_a_broken_picture_is_refused(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    floor = _floor(client, as_landlord)
    before = client.get(f"/api/floors/{floor['id']}", headers=as_landlord).json()
    for name, plan in REFUSED_PLANS.items():
        reply = client.put(
            f"/api/floors/{floor['id']}/plan", headers=as_landlord, json={"floorPlan": plan}
        )
        assert _refusal_of(reply, "floorPlan", name).startswith("The "), name
    after = client.get(f"/api/floors/{floor['id']}", headers=as_landlord).json()
    assert (after["version"], after["floorPlan"]) == (before["version"], before["floorPlan"])


def test_an_svg_plan_is_stored_as_the_rebuilt_drawing(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    floor = _floor(client, as_landlord)
    sent = svg_url(
        f'{SVG_OPEN}<metadata>editor data</metadata><g xmlns:ink="urn:ink" ink:label="walls">'
        '<rect id="wc" width="40" height="20" fill="#e0f2f1"/><title>Ladies</title></g></svg>'
    )
    reply = client.put(
        f"/api/floors/{floor['id']}/plan", headers=as_landlord, json={"floorPlan": sent}
    )
    assert reply.status_code == 204, reply.text
    stored = client.get(f"/api/floors/{floor['id']}", headers=as_landlord).json()["floorPlan"]
    assert stored != sent
    document = svg_of(stored)
    assert active_parts(document) == []
    root = ET.fromstring(document)
    rect = root.find("{http://www.w3.org/2000/svg}g/{http://www.w3.org/2000/svg}rect")
    assert rect is not None and rect.attrib == {
        "id": "wc",
        "width": "40",
        "height": "20",
        "fill": "#e0f2f1",
    }
    assert b"metadata" not in document and b"ink" not in document


def test_an_issue_photo_that_is_no_whole_picture_opens_nothing(
    client: TestClient[Any], as_cleaner: dict[str, str]
) -> None:
    facility = client.get("/api/facilities", headers=as_cleaner).json()["items"][0]["id"]
    before = client.get("/api/issues", headers=as_cleaner).json()["total"]
    for name in REFUSED_PHOTOS:
        body = {"facilityId": facility, "issueType": "general-issue", "photo": REFUSED_PLANS[name]}
        _refusal_of(client.post("/api/issues", headers=as_cleaner, json=body), "photo", name)
    assert client.get("/api/issues", headers=as_cleaner).json()["total"] == before


def test_a_whole_photo_is_served_byte_for_byte(
    client: TestClient[Any], as_cleaner: dict[str, str]
) -> None:
    facility = client.get("/api/facilities", headers=as_cleaner).json()["items"][0]["id"]
    jpeg = picture("JPEG", (320, 240))
    reply = client.post(
        "/api/issues",
        headers=as_cleaner,
        json={
            "facilityId": facility,
            "issueType": "general-issue",
            "photo": data_url("jpeg", jpeg),
        },
    )
    assert reply.status_code == 201, reply.text
    photo = client.get(f"/api/issues/{reply.json()['id']}/photo", headers=as_cleaner)
    assert photo.headers["content-type"].startswith("image/jpeg") and photo.content == jpeg
