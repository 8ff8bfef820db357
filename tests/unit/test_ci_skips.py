"""Under CI a skipped test fails the run (tests/conftest.py): a test that could not run has
proved nothing. Shown on small suites run by pytest in a process of their own, with the
suite's conftest as a plugin."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SKIPS = """
import pytest

def test_runs():
    pass

def test_needs_a_server():
    pytest.skip("no server here")
"""
SUBTEST_SKIPS = """
import pytest

def test_in_parts(subtests):
    with subtests.test("the part that runs"):
        pass
    with subtests.test("the part that cannot"):
        pytest.skip("no server for this part")
"""
XFAILS = """
import pytest

def test_runs():
    pass

def test_known_to_fail():
    pytest.xfail("a known failure is not a skip")
"""


def _pytest(tmp_path: Path, suites: dict[str, str], ci: bool) -> subprocess.CompletedProcess[str]:
    for name, text in suites.items():
        (tmp_path / name).write_text(text)
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    env["PYTHONPATH"] = str(ROOT)
    if ci:
        env["CI"] = "true"
    command = [
        sys.executable,
        "-m",
        "pytest",
        "-q",
        "-p",
        "tests.conftest",
        "-p",
        "no:cacheprovider",
    ]
    return subprocess.run(  # noqa: S603 - our own interpreter on our own files
        [*command, "--rootdir", str(tmp_path), str(tmp_path)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_under_ci_a_skipped_test_or_subtest_fails_the_run(tmp_path: Path) -> None:
    run = _pytest(tmp_path, {"test_skips.py": SKIPS, "test_parts.py": SUBTEST_SKIPS}, ci=True)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "skipped under CI" in run.stdout
    assert "test_skips.py::test_needs_a_server (call): Skipped: no server here" in run.stdout
    assert "Skipped: no server for this part" in run.stdout


def test_without_ci_a_skip_is_only_a_skip(tmp_path: Path) -> None:
    run = _pytest(tmp_path, {"test_skips.py": SKIPS, "test_parts.py": SUBTEST_SKIPS}, ci=False)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "skipped under CI" not in run.stdout


def test_under_ci_an_expected_failure_is_not_a_skip(tmp_path: Path) -> None:
    run = _pytest(tmp_path, {"test_xfails.py": XFAILS}, ci=True)
    assert run.returncode == 0, run.stdout + run.stderr
