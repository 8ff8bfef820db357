"""Telling an outage of the storage from a fault: the one test every process uses.

The test itself knows the drivers' errors, so it lives with them in `storage.errors`;
the applications and the processes that run them ask it here.
"""

from __future__ import annotations

from storage.errors import described, storage_away

__all__ = ["described", "storage_away"]
