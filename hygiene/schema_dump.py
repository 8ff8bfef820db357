"""Writes the API's OpenAPI schema, as `/api/schema/openapi.json` answers it, to a file:
the web client's copy (`webui/src/api/openapi.json`), which its types are generated from.

    .venv/bin/python -m hygiene.schema_dump webui/src/api/openapi.json
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any

#: The command that refreshes the web client's copy, from the repository's root.
COMMAND = ".venv/bin/python -m hygiene.schema_dump webui/src/api/openapi.json"


def openapi_schema() -> dict[str, Any]:
    """The schema of the app; the app is built on an empty console of its own, which the
    schema does not depend on."""
    from api.app import create_app
    from hygiene.bootstrap import build_console
    from hygiene.settings import Settings

    with tempfile.TemporaryDirectory() as scratch:
        settings = Settings(data_dir=Path(scratch) / "var", secret_key="schema-" + "0" * 32)
        console = build_console(settings, follow=False)
        try:
            return create_app(console).openapi_schema.to_schema()
        finally:
            console.close()


def schema_text(schema: dict[str, Any]) -> str:
    # Sorted keys and enums, one entry per line: the same schema is the same text whatever
    # order a set gave an enum, and a change shows as a short diff.
    return json.dumps(_enums_sorted(schema), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def _enums_sorted(value: Any) -> Any:
    """`value` with each enum's values in order: an enum's order means nothing."""
    if isinstance(value, dict):
        return {
            key: sorted(item, key=json.dumps)
            if key == "enum" and isinstance(item, list)
            else _enums_sorted(item)
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [_enums_sorted(item) for item in value]
    return value


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(f"usage: {COMMAND}", file=sys.stderr)
        return 2
    Path(argv[0]).write_text(schema_text(openapi_schema()), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
