"""A condition of a read query: SQL text with `?` marks and the values bound to them,
which the scope and filter builders of every read module hand each other."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Clause = tuple[str, Sequence[Any]]
