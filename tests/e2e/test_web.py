"""Operator-facing basics: health, OpenAPI, request ids, structured logs and the web UI fallback."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient


def test_health_and_schema_are_public(client: TestClient[Any]) -> None:
    # Anyone learns whether the console is up, and nothing else.
    assert client.get("/api/health").json() == {"status": "ok"}
    assert client.get("/api/health/live").json() == {"status": "live"}
    assert client.get("/api/health/ready").json() == {"status": "ready"}
    schema = client.get("/api/schema/openapi.json")
    assert schema.status_code == 200
    paths = schema.json()["paths"]
    for path in ("/api/companies", "/api/users/{segment}", "/api/buildings/{building_id}/floors"):
        assert path in paths


def test_every_answer_carries_a_request_id(client: TestClient[Any]) -> None:
    assert len(client.get("/api/health").headers["x-request-id"]) >= 8
    echoed = client.get("/api/health", headers={"X-Request-Id": "abcdef123456"})
    assert echoed.headers["x-request-id"] == "abcdef123456"
    assert client.get("/api/health").headers["x-content-type-options"] == "nosniff"


def test_client_side_routes_get_the_web_ui(
    client: TestClient[Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "assets").mkdir()
    (tmp_path / "index.html").write_text("<!doctype html><div id=root></div>")
    (tmp_path / "assets" / "app.js").write_text("console.log(1)")
    monkeypatch.setenv("HYGIENE_WEBUI_DIR", str(tmp_path))
    for route in ("/", "/issues/table", "/users/edit-cleaner-account", "/nowhere/at/all"):
        reply = client.get(route)
        assert reply.status_code == 200 and "id=root" in reply.text, route
    script = client.get("/assets/app.js")
    assert script.text == "console.log(1)"
    assert "javascript" in script.headers["content-type"]
    assert client.get("/assets/missing.js").status_code == 404
    assert client.get("/../../etc/passwd").status_code in (200, 404)
    assert "root:" not in client.get("/..%2f..%2fetc/passwd").text
    assert client.get("/api/nothing-here").status_code in (401, 404)


def test_secrets_never_reach_the_log(
    client: TestClient[Any], capsys: pytest.CaptureFixture[str]
) -> None:
    client.post(
        "/api/authn/log-in", json={"loginName": "admin@example.com", "password": "demo-password"}
    )
    client.post(
        "/api/authn/log-in", json={"loginName": "admin@example.com", "password": "wrong-password-x"}
    )
    captured = capsys.readouterr()
    assert "demo-password" not in captured.err + captured.out
    assert "wrong-password-x" not in captured.err + captured.out
