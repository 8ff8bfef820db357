"""The demo estate that most integration tests act on."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from demo.estate import seed_demo
from hygiene.bootstrap import Console, build_console
from hygiene.settings import Settings


@pytest.fixture
def estate(console: Console) -> Console:
    """The console with the demo estate's companies, buildings and people, settled."""
    seed_demo(console.organisation, console.accounts)
    assert console.settle(timeout=30)
    return console


@pytest.fixture
def paused(settings: Settings) -> Iterator[Console]:
    """A console whose followers apply events only when the test runs them (`run_once`)."""
    console = build_console(settings, follow=False)
    yield console
    console.close()


@pytest.fixture
def paused_estate(paused: Console) -> Console:
    """The paused console with the demo estate's companies, buildings and people, applied."""
    seed_demo(paused.organisation, paused.accounts)
    paused.followers.run_once()
    return paused
