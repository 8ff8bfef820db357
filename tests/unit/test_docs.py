"""The repository documents itself, and its documentation stays true.

No file points at documents the repository does not hold; the command lines the README's
recipes (and compose.yaml, the Dockerfile) give are ones `hygiene` takes; the OpenAPI path
the docs give is the one the app serves; and the docs' links lead to files that exist.
"""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from api.openapi import openapi_config
from hygiene.cli import parser

ROOT = Path(__file__).resolve().parents[2]
SKIPPED_DIRS = {".git", ".venv", "node_modules", "dist", "var", "build", "__pycache__", ".bench"}
TEXT_SUFFIXES = {".py", ".md", ".ts", ".tsx", ".mjs", ".js", ".json", ".toml", ".yaml", ".yml"}
TEXT_SUFFIXES |= {".sh", ".css", ".html", ".cfg", ".ini", ".txt"}
# Documents outside the repository, which a reader of it does not have. Spelled in parts so
# that this file does not name them itself.
OUTSIDE = re.compile(
    "|".join(
        (
            r"\b" + "SPEC" + r"\.md\b",
            r"\b" + "DESIGN" + r"\.md\b",
            r"\.\./" + "shared" + r"\b",
            r"\b" + "SPEC" + r" §",
        )
    ),
    re.IGNORECASE,
)
DOCS = [ROOT / "README.md", ROOT / "ARCHITECTURE.md", ROOT / "webui" / "README.md"]
DOCS += sorted((ROOT / "docs").glob("*.md"))
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def _repository_files() -> Iterator[Path]:
    for path in ROOT.rglob("*"):
        relative = path.relative_to(ROOT).parts
        if any(part in SKIPPED_DIRS or part.endswith(".egg-info") for part in relative):
            continue
        if path.is_file() and (path.suffix in TEXT_SUFFIXES or path.name == "Dockerfile"):
            yield path


def test_no_file_points_outside_the_repository() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()[:100]}"
        for path in _repository_files()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if OUTSIDE.search(line)
    ]
    assert found == [], "say it in the project's words, or link docs/:\n" + "\n".join(found)


def _readme_command_lines() -> list[list[str]]:
    """The `hygiene` command lines of the README's shell blocks: run directly, through
    scripts/serve.sh (whose arguments go to `hygiene serve`) or in the compose image (whose
    entrypoint is `hygiene`)."""
    lines = []
    for words in _shell_lines(ROOT / "README.md"):
        if words[0].endswith("bin/hygiene"):
            lines.append(words[1:])
        elif words[:2] == ["bash", "scripts/serve.sh"]:
            lines.append(["serve", *words[2:]])
        elif words[:3] == ["docker", "compose", "run"]:
            service_at = next(i for i, w in enumerate(words[3:], 3) if not w.startswith("-"))
            lines.append(words[service_at + 1 :])
    return lines


def _shell_lines(doc: Path) -> Iterator[list[str]]:
    """The words of each line of the document's ```sh blocks."""
    language = None
    for line in doc.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            language = None if language is not None else line[3:].strip()
        elif language == "sh" and (words := shlex.split(line, comments=True)):
            yield words


def _image_command_lines() -> list[list[str]]:
    """The `hygiene` arguments the Dockerfile's CMD and compose.yaml's services of the
    console's image (`<<: *console`) give."""
    dockerfile = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    commands = [json.loads(c) for c in re.findall(r"^CMD (\[.*\])$", dockerfile, re.M)]
    compose = (ROOT / "compose.yaml").read_text(encoding="utf-8")
    for service in re.split(r"^  (?=\S)", compose, flags=re.M):  # one block per service
        command = re.search(r"^\s+command: (\[.*\])$", service, re.M)
        if command and "<<: *console" in service:
            commands.append(json.loads(command.group(1)))
    return commands


def test_the_readme_recipes_name_commands_hygiene_takes() -> None:
    lines = _readme_command_lines()
    named = {line[0] for line in lines}
    # The recipes: the embedded default and the demo, the first admin, PostgreSQL and NATS.
    assert {"serve", "simulate", "create-admin", "project", "ingest"} <= named, named
    listed = subprocess.run(
        [sys.executable, "-m", "hygiene.cli", "--help"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    choices = re.search(r"\{([a-z,-]+)\}", listed)
    assert choices is not None, listed
    offered = set(choices.group(1).split(","))
    assert named <= offered, f"the README names {named - offered}; `hygiene --help`: {offered}"


@pytest.mark.parametrize("argv", _readme_command_lines() + _image_command_lines(), ids=" ".join)
def test_each_recipe_command_line_parses(argv: list[str]) -> None:
    try:
        parser().parse_args(argv)
    except SystemExit as refused:
        pytest.fail(f"`hygiene {' '.join(argv)}` is refused ({refused.code})")


def test_the_docs_give_the_openapi_path_the_app_serves() -> None:
    schema = f"{openapi_config().path}/openapi.json"
    for doc in (ROOT / "README.md", ROOT / "docs" / "api.md"):
        assert f"`{schema}`" in doc.read_text(encoding="utf-8"), doc.name


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_docs_links_lead_to_files_that_exist(doc: Path) -> None:
    missing = [
        target
        for target in LINK.findall(doc.read_text(encoding="utf-8"))
        if "://" not in target and not (doc.parent / target).exists()
    ]
    assert missing == [], f"{doc.relative_to(ROOT)} links to {missing}"
