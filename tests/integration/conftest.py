"""The demo estate that most integration tests act on."""

from __future__ import annotations

import pytest

from demo.estate import seed_demo
from hygiene.bootstrap import Console


@pytest.fixture
def estate(console: Console) -> Console:
    """The console with the demo estate's companies, buildings and people, settled."""
    seed_demo(console.organisation, console.accounts)
    assert console.settle(timeout=30)
    return console
