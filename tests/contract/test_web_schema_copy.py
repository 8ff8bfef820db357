"""The web client's copy of the OpenAPI schema, which its API types are generated from
(webui/src/api/openapi.json), is the server's schema: a change to either side that the
other does not follow fails here, and the web build fails where its code no longer fits."""

from __future__ import annotations

import json
from pathlib import Path

from hygiene.schema_dump import COMMAND, openapi_schema, schema_text

COPY = Path(__file__).resolve().parents[2] / "webui" / "src" / "api" / "openapi.json"


def test_the_web_client_has_the_servers_schema() -> None:
    served = json.loads(schema_text(openapi_schema()))
    assert COPY.exists(), f"No copy of the schema at {COPY}; write it with: {COMMAND}"
    kept = COPY.read_text(encoding="utf-8")
    assert json.loads(kept) == served, (
        f"The web client's copy of the API schema is stale; run: {COMMAND}"
    )
    assert kept == schema_text(served), f"Reformat it with: {COMMAND}"
