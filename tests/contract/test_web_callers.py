"""The web client's table of who may make the calls its schedule, inventory and webhook screens
make (webui/src/config/callers.json, which its route lists and menus are tested against) says
what the authorisation matrix's table says, and so what the server does."""

from __future__ import annotations

import json
from pathlib import Path

from tests.contract.who_may import ROLES, WHO_MAY

CALLERS = Path(__file__).parents[2] / "webui" / "src" / "config" / "callers.json"


def test_the_web_clients_callers_are_the_servers() -> None:
    callers: dict[str, list[str]] = json.loads(CALLERS.read_text(encoding="utf-8"))
    assert callers, "the web client names no call"
    wrong = {
        operation: {"web": sorted(roles), "server": sorted(WHO_MAY.get(operation, ()))}
        for operation, roles in callers.items()
        if set(roles) - set(ROLES) or set(roles) != set(WHO_MAY.get(operation, ()))
    }
    assert wrong == {}
    # Every schedule, inventory and webhook call of the server is in the web's table.
    screens = ("schedule", "inventory", "webhook")
    ours = {op for op in WHO_MAY if any(word in op.lower() for word in screens)}
    assert ours <= callers.keys()
