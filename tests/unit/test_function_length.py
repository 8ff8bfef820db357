"""No function of the backend is longer than a reader can hold in view at once."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("api", "application", "domain", "projections", "ingest", "demo", "hygiene")
MOST_LINES = 60


def too_long(source: str) -> list[tuple[str, int, int]]:
    """Each function or method over the limit: its name, first line and length (from its
    `def` line to its last, docstring included)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            assert node.end_lineno is not None
            lines = node.end_lineno - node.lineno + 1
            if lines > MOST_LINES:
                found.append((node.name, node.lineno, lines))
    return found


def test_the_measure_counts_a_long_function() -> None:
    body = "".join(f"    x{i} = {i}\n" for i in range(MOST_LINES))
    assert too_long(f"def short():\n{body[: body.rindex('    x')]}") == []
    assert too_long(f"def long():\n{body}") == [("long", 1, MOST_LINES + 1)]


def test_no_backend_function_is_over_sixty_lines() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}:{line} {name} ({lines} lines)"
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
        for name, line, lines in too_long(path.read_text(encoding="utf-8"))
    ]
    assert offenders == [], "split these into named steps:\n" + "\n".join(offenders)
