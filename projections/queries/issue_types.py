"""The issue types with their settings (`GET /api/issues/types`)."""

from __future__ import annotations

import json
from typing import Any

from domain.escalation import steps_of
from domain.issue_type import default_settings
from domain.kinds import ISSUE_TYPE_TITLES
from projections.store import ReadStore


def issue_type_settings(store: ReadStore) -> dict[str, dict[str, Any]]:
    """Every issue type's `targetMinutes`, `autoResolve` and `escalation` steps: as an admin
    set them, else the defaults."""
    chosen = {
        row["issue_type"]: row
        for row in store.query(
            "SELECT issue_type, target_minutes, auto_resolve, escalation FROM issue_type_settings"
        )
    }
    answer: dict[str, dict[str, Any]] = {}
    for issue_type in ISSUE_TYPE_TITLES:
        row = chosen.get(issue_type.value)
        default = default_settings(issue_type.value)
        answer[issue_type.value] = {
            "targetMinutes": int(row["target_minutes"]) if row else default.target_minutes,
            "autoResolve": bool(row["auto_resolve"]) if row else default.auto_resolve,
            "escalation": [
                {"afterMinutes": step.after_minutes, "notify": step.notify}
                for step in (
                    steps_of(json.loads(row["escalation"]))
                    if row and row["escalation"]
                    else default.escalation
                )
            ],
        }
    return answer
