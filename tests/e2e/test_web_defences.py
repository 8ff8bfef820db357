"""What a hostile page or a shared cache could try: cross-site writes carried by the cookie,
bodies that are not JSON, scripts from elsewhere, cached answers."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient


def _cookie_only(client: TestClient[Any], access_token: str) -> None:
    client.cookies.clear()
    client.cookies.set("authorizationToken", access_token)


def _open_issue(client: TestClient[Any], headers: dict[str, str]) -> Any:
    facility = client.get("/api/facilities", headers=headers, params={"pageSize": 1}).json()
    return {"facilityId": facility["items"][0]["id"], "issueType": "general-issue"}


def test_a_write_carried_by_the_cookie_must_come_from_this_site(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    body = _open_issue(client, as_admin)
    before = client.get("/api/issues", headers=as_admin).json()["total"]
    token = as_admin["Authorization"].removeprefix("Bearer ")
    _cookie_only(client, token)

    forged = client.post(
        "/api/issues",
        content=b'{"facilityId": "%s", "issueType": "general-issue"}' % body["facilityId"].encode(),
        headers={"Content-Type": "text/plain", "Origin": "http://evil.example"},
    )
    assert forged.status_code == 403 and forged.json()["code"] == "cross-site"
    no_origin = client.post("/api/issues", json=body)
    assert no_origin.status_code == 403
    from_elsewhere = client.post(
        "/api/issues", json=body, headers={"Referer": "http://evil.example/"}
    )
    assert from_elsewhere.status_code == 403
    assert client.get("/api/issues", headers=as_admin).json()["total"] == before

    # Reading with the cookie stays possible (images, downloads); writing from our own pages too.
    client.cookies.set("authorizationToken", token)
    assert client.get("/api/authn/me").status_code == 200
    ours = client.post("/api/issues", json=body, headers={"Origin": str(client.base_url)})
    assert ours.status_code == 201, ours.text
    client.cookies.clear()


def test_a_body_that_is_not_json_is_refused_and_changes_nothing(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    body = _open_issue(client, as_admin)
    before = client.get("/api/issues", headers=as_admin).json()["total"]
    text = b'{"facilityId": "%s", "issueType": "general-issue"}' % body["facilityId"].encode()
    for content_type in ("text/plain", "application/x-www-form-urlencoded", ""):
        reply = client.post(
            "/api/issues", content=text, headers={**as_admin, "Content-Type": content_type}
        )
        assert reply.status_code == 400, content_type
        assert reply.json()["code"] == "unsupported-media-type"
    assert client.get("/api/issues", headers=as_admin).json()["total"] == before
    utf8 = client.post(
        "/api/issues",
        content=text,
        headers={**as_admin, "Content-Type": "application/json; charset=utf-8"},
    )
    assert utf8.status_code == 201, utf8.text


def test_pages_carry_a_content_security_policy_and_api_answers_are_not_cached(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    page = client.get("/issues/table")
    policy = page.headers["content-security-policy"]
    assert "script-src 'self';" in policy and "frame-ancestors 'none'" in policy
    assert "unsafe-eval" not in policy
    answer = client.get("/api/authn/me", headers=as_admin)
    assert answer.headers["cache-control"] == "no-store"
    assert client.get("/api/nothing-here").headers["cache-control"] == "no-store"


def test_a_floor_plan_must_be_the_picture_it_says_it_is(
    client: TestClient[Any], as_landlord: dict[str, str]
) -> None:
    import base64

    building = client.get("/api/buildings", headers=as_landlord).json()["items"][0]
    floor = client.get(f"/api/buildings/{building['id']}/floors", headers=as_landlord).json()[0]
    path = f"/api/floors/{floor['id']}/plan"
    before = client.get(f"/api/floors/{floor['id']}", headers=as_landlord).json()
    script = b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    for plan in (
        "data:image/svg+xml;base64," + base64.b64encode(script).decode(),
        "data:image/png;base64," + base64.b64encode(b"MZ\x90\x00 not a picture").decode(),
    ):
        reply = client.put(path, headers=as_landlord, json={"floorPlan": plan})
        assert reply.status_code == 400, reply.text
        assert reply.json()["violations"][0]["field"] == "floorPlan"
    after = client.get(f"/api/floors/{floor['id']}", headers=as_landlord).json()
    assert after["version"] == before["version"]


def test_the_schema_viewer_loads_nothing_from_elsewhere(client: TestClient[Any]) -> None:
    import os
    import re

    from api.spa import webui_dir

    page = client.get("/api/schema")
    assert page.status_code == 200
    sources = re.findall(r'(?:src|href)="([^"]+)"', page.text)
    assert sources and all(s.startswith("/api-docs/") for s in sources), sources
    if (webui_dir() / "api-docs").is_dir() or os.environ.get("CI") == "true":
        for source in sources:
            assert client.get(source).status_code == 200, source
