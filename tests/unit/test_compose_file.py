"""The compose stack (compose.yaml, deploy/compose.demo.yaml) is one an operator can run:
valid Compose, every service checked and restarted, one published entrance, the API
scalable, and no secret written in the file.

The schema is the Compose Specification's, vendored as deploy/compose-spec.json from
https://raw.githubusercontent.com/compose-spec/compose-spec/master/schema/compose-spec.json
(refresh it from there). When the machine has `docker compose`, its own reading of the file
(`docker compose config -q`, which also resolves the anchors and the interpolation) must
agree; a CI machine may have no Docker, so that part adds to the schema check, never replaces it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from hygiene.cli import parser

ROOT = Path(__file__).resolve().parents[2]
COMPOSE = ROOT / "compose.yaml"
DEMO = ROOT / "deploy" / "compose.demo.yaml"
SCHEMA = ROOT / "deploy" / "compose-spec.json"
# Settings whose values are secrets: they must come from the environment.
SECRET_NAME = re.compile(r"PASSWORD|SECRET|TOKEN|KEY|SMTP_URL", re.IGNORECASE)
REFERENCE = re.compile(r"^\$\{[A-Z0-9_]+(:?[-?][^}]*)?\}$")
# A URL's password part: `scheme://user:<password>@host`.
URL_PASSWORD = re.compile(r"://[^:/@\s]+:(\$\{[^}]*\}|[^@\s]*)@")
# What `docker compose config` needs to interpolate `${VAR:?…}`; never real values.
PLACEHOLDERS = {"POSTGRES_PASSWORD": "placeholder", "HYGIENE_SECRET_KEY": "placeholder"}


def _load(path: Path) -> dict[str, Any]:
    document: dict[str, Any] = yaml.safe_load(path.read_text(encoding="utf-8"))
    return document


def _services() -> dict[str, dict[str, Any]]:
    services: dict[str, dict[str, Any]] = _load(COMPOSE)["services"]
    return services


def _docker_compose() -> list[str] | None:
    """The machine's compose command (the Docker plugin, else the standalone one), if any."""
    for command in (["docker", "compose"], ["docker-compose"]):
        if shutil.which(command[0]) is None:
            continue
        answer = subprocess.run([*command, "version"], capture_output=True, check=False)  # noqa: S603
        if answer.returncode == 0:
            return command
    return None


@pytest.mark.parametrize("path", [COMPOSE, DEMO], ids=lambda p: str(p.relative_to(ROOT)))
def test_the_compose_files_follow_the_compose_specification(path: Path) -> None:
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    errors = [
        f"{'/'.join(map(str, error.absolute_path))}: {error.message}"
        for error in jsonschema.Draft7Validator(schema).iter_errors(_load(path))
    ]
    assert errors == []
    compose = _docker_compose()
    if compose is not None:  # see the module's docstring
        files = ["-f", str(COMPOSE)] + (["-f", str(path)] if path != COMPOSE else [])
        answer = subprocess.run(  # noqa: S603
            [*compose, *files, "--profile", "demo", "config", "-q"],
            capture_output=True,
            text=True,
            check=False,
            cwd=ROOT,
            env={"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", "/"), **PLACEHOLDERS},
        )
        assert answer.returncode == 0, answer.stderr


def test_the_schema_refuses_what_compose_refuses() -> None:
    """The vendored schema is the real one, not one that takes anything."""
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    broken = {"services": {"api": {"image": "x", "restart": "sometimes", "replicas": 2}}}
    assert not jsonschema.Draft7Validator(schema).is_valid(broken)


def test_every_service_is_checked_and_restarted() -> None:
    unchecked = [
        name for name, s in _services().items() if not s.get("healthcheck", {}).get("test")
    ]
    assert unchecked == []
    assert {name: s.get("restart") for name, s in _services().items()} == dict.fromkeys(
        _services(), "unless-stopped"
    )


def test_only_the_proxy_publishes_a_host_port() -> None:
    publishing = {name for name, s in _services().items() if s.get("ports")}
    assert publishing == {"proxy"}
    caddyfile = (ROOT / "deploy" / "Caddyfile").read_text(encoding="utf-8")
    assert re.search(r"dynamic a \{\s*name api\s*port 8000", caddyfile), "the proxy finds api"


def test_the_api_can_be_scaled() -> None:
    api = _services()["api"]
    assert "container_name" not in api
    assert "ports" not in api
    assert "--port" in api["command"] and "8000" in api["command"]
    healthcheck = " ".join(api["healthcheck"]["test"])
    assert "/api/health/ready" in healthcheck


def _environments() -> list[tuple[str, str, str]]:
    found = []
    for document in (_load(COMPOSE), _load(DEMO)):
        for name, service in document["services"].items():
            environment = service.get("environment") or {}
            if isinstance(environment, list):
                environment = dict(item.partition("=")[::2] for item in environment)
            found += [(name, key, str(value)) for key, value in environment.items()]
    return found


def test_no_secret_is_written_in_the_file() -> None:
    written = [
        f"{service}: {key}"
        for service, key, value in _environments()
        if SECRET_NAME.search(key) and not REFERENCE.match(value)
    ]
    written += [
        f"{service}: {key} (the URL's password)"
        for service, key, value in _environments()
        for password in URL_PASSWORD.findall(value)
        if not REFERENCE.match(password)
    ]
    assert written == []


def test_the_required_secrets_stop_a_start_without_them() -> None:
    text = COMPOSE.read_text(encoding="utf-8")
    for name in PLACEHOLDERS:
        assert re.search(r"\$\{" + name + r":\?[^}]+\}", text), name
    listed = (ROOT / ".env.example").read_text(encoding="utf-8")
    named = set(re.findall(r"\$\{([A-Z0-9_]+)", text))
    assert named <= set(re.findall(r"^([A-Z0-9_]+)=", listed, re.M)), ".env.example lists them"


def test_the_demo_overlay_runs_one_follower_of_the_processes() -> None:
    demo = _load(DEMO)["services"]
    assert demo["projector"]["scale"] == 0
    assert demo["api"]["scale"] == 1
    arguments = parser().parse_args(demo["api"]["command"])
    assert not arguments.no_projector and not arguments.no_demo
    simulator = _services()["simulator"]
    assert simulator["profiles"] == ["demo"]
    parser().parse_args(simulator["command"])
