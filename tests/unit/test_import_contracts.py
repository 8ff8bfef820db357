"""The import rules ("Imports point inward", ARCHITECTURE.md) hold, and the check that guards
them in CI catches a deliberate break."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("domain", "application", "projections", "storage", "api", "ingest", "hygiene")
LINT = Path(sys.executable).with_name("lint-imports")


def _lint(tree: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(  # noqa: S603 - our own tool, our own arguments
        [str(LINT), "--no-cache"],
        cwd=tree,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A copy of the packages and the contracts, to break on purpose."""
    for package in PACKAGES:
        shutil.copytree(ROOT / package, tmp_path / package, ignore=shutil.ignore_patterns("*.pyc"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    return tmp_path


def test_the_code_keeps_every_contract(tree: Path) -> None:
    result = _lint(tree)
    assert result.returncode == 0, result.stdout


@pytest.mark.parametrize(
    ("module", "line", "broken"),
    [
        ("domain/company.py", "import projections.store", "Layers"),
        ("application/monitoring.py", "from projections.lists import in_clause", "Layers"),
        ("ingest/intake.py", "import projections.store", "read tables"),
        ("api/health/controller.py", "import hygiene.settings", "Layers"),
        ("api/tasks/controller.py", "import api.issues.schemas", "stands alone"),
        ("api/history/controller.py", "from api.devices import checks", "stands alone"),
        ("domain/issue.py", "import litestar", "outside world"),
        ("application/base.py", "import psycopg", "drivers"),
        ("storage/errors.py", "import application.storage", "Layers"),
        ("projections/projectors/usage.py", "import litestar", "HTTP"),
        ("projections/queries/kpi.py", "import projections.projectors.kpi", "queries never write"),
        ("projections/projectors/kpi.py", "import projections.queries.kpi", "stand apart"),
        ("api/usage/controller.py", "import projections.projectors.usage", "their projectors"),
        ("application/monitoring.py", "import projections.projectors.kpi", "their projectors"),
        ("projections/lists.py", "import projections.queries.reach", "neither half"),
    ],
)
def test_a_deliberate_break_fails_the_check(
    tree: Path, module: str, line: str, broken: str
) -> None:
    path = tree / module
    path.write_text(path.read_text() + f"\n{line}  # noqa\n")
    result = _lint(tree)
    assert result.returncode != 0
    assert "BROKEN" in result.stdout and broken in result.stdout


def _private_imports(root: Path) -> list[str]:
    """`from module import _name` anywhere in the API: a private name of another module."""
    found = []
    for path in sorted((root / "api").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                found.extend(
                    f"{path.relative_to(root)}: {node.module}.{alias.name}"
                    for alias in node.names
                    if alias.name.startswith("_")
                )
    return found


def test_the_api_imports_no_private_name_of_another_module(tree: Path) -> None:
    assert _private_imports(tree) == []
    broken = tree / "api" / "history" / "controller.py"
    broken.write_text(broken.read_text() + "\nfrom api.errors import _violations_of  # noqa\n")
    assert _private_imports(tree) == ["api/history/controller.py: api.errors._violations_of"]
