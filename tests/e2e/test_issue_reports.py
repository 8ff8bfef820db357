"""A person reporting an issue adds what they saw and, from a phone, a photo."""

from __future__ import annotations

import base64
from typing import Any

from litestar.testing import TestClient

from tests.e2e.conftest import created

# A whole one-pixel picture: photos are decoded before they are accepted.
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
)
PHOTO = "data:image/png;base64," + base64.b64encode(PNG).decode()


def _my_facility(client: TestClient[Any], headers: dict[str, str]) -> str:
    return str(client.get("/api/facilities", headers=headers).json()["items"][0]["id"])


def _count(client: TestClient[Any], headers: dict[str, str]) -> int:
    return int(client.get("/api/issues", headers=headers).json()["total"])


def test_a_cleaner_reports_an_issue_with_a_description_and_a_photo(
    client: TestClient[Any], as_cleaner: dict[str, str], as_landlord: dict[str, str]
) -> None:
    body = {
        "facilityId": _my_facility(client, as_cleaner),
        "issueType": "general-issue",
        "description": "  Tap left running in the second basin ",
        "photo": PHOTO,
    }
    issue = created(client.post("/api/issues", headers=as_cleaner, json=body))
    assert issue["description"] == "Tap left running in the second basin"
    assert issue["hasPhoto"] is True
    again = client.get(f"/api/issues/{issue['id']}", headers=as_cleaner).json()
    assert (again["description"], again["hasPhoto"]) == (issue["description"], True)

    photo = client.get(f"/api/issues/{issue['id']}/photo", headers=as_cleaner)
    assert photo.status_code == 200
    assert photo.headers["content-type"].startswith("image/png")
    assert photo.content == PNG
    # Whoever sees the issue sees its photo: the landlord of the building too.
    seen = client.get(f"/api/issues/{issue['id']}/photo", headers=as_landlord)
    assert seen.status_code == 200 and seen.content == PNG


def test_an_issue_without_a_photo_has_none_to_show(
    client: TestClient[Any], as_cleaner: dict[str, str]
) -> None:
    body = {"facilityId": _my_facility(client, as_cleaner), "issueType": "odour"}
    issue = client.post("/api/issues", headers=as_cleaner, json=body).json()
    assert issue["description"] is None and issue["hasPhoto"] is False
    assert client.get(f"/api/issues/{issue['id']}/photo", headers=as_cleaner).status_code == 404


def test_a_bad_photo_or_description_is_refused_and_nothing_is_opened(
    client: TestClient[Any], as_cleaner: dict[str, str]
) -> None:
    facility = _my_facility(client, as_cleaner)
    before = _count(client, as_cleaner)
    script = b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    for field, value in (
        ("photo", "data:image/svg+xml;base64," + base64.b64encode(script).decode()),
        ("photo", "data:image/jpeg;base64," + base64.b64encode(PNG).decode()),
        ("photo", "not a data url"),
        ("description", "x" * 1001),
    ):
        reply = client.post(
            "/api/issues",
            headers=as_cleaner,
            json={"facilityId": facility, "issueType": "general-issue", field: value},
        )
        assert reply.status_code == 400, (field, reply.text)
        assert [v["field"] for v in reply.json()["violations"]] == [field]
    assert _count(client, as_cleaner) == before


def test_open_issues_come_first_when_asked(
    client: TestClient[Any], as_cleaner: dict[str, str], as_admin: dict[str, str]
) -> None:
    facility = _my_facility(client, as_cleaner)
    first = client.post(
        "/api/issues",
        headers=as_cleaner,
        json={"facilityId": facility, "issueType": "odour"},
    ).json()
    later = client.post(
        "/api/issues",
        headers=as_cleaner,
        json={"facilityId": facility, "issueType": "general-issue"},
    ).json()
    resolved = client.put(
        f"/api/issues/{later['id']}/status",
        headers=as_cleaner,
        json={"issuesStatus": "RESOLVED"},
    )
    assert resolved.status_code == 204, resolved.text
    rows = client.get(
        "/api/issues", headers=as_cleaner, params={"sort": "-openFirst", "pageSize": 100}
    ).json()["items"]
    statuses = [r["status"] for r in rows]
    assert statuses == sorted(statuses, key=lambda s: s != "OPENED")
    ids = [r["id"] for r in rows]
    assert ids.index(first["id"]) < ids.index(later["id"])
