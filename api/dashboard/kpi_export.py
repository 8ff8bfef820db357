"""The KPI's breakdowns as CSV: one file per breakdown (per building, cleaning company, staff
member or issue type), a row per group with its figures over the range."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Literal

#: The breakdowns of `GET /api/dashboard/kpi`, by the name the export takes.
Breakdown = Literal["building", "company", "staff", "type"]
ANSWER_KEYS: dict[str, str] = {
    "building": "perBuilding",
    "company": "perCompany",
    "staff": "perStaff",
    "type": "perType",
}
FIGURES = (
    ("resolved", "resolved"),
    ("resolved by staff", "resolvedByStaff"),
    ("resolved by system", "resolvedBySystem"),
    ("mean minutes", "meanMinutes"),
    ("median minutes", "medianMinutes"),
    ("p90 minutes", "p90Minutes"),
    ("within target", "withinTarget"),
)


def filename(breakdown: str) -> str:
    return f"kpi-per-{breakdown}.csv"


def header(breakdown: str) -> tuple[str, ...]:
    named = ("issue type",) if breakdown == "type" else ("id", breakdown)
    target = ("target minutes",) if breakdown == "type" else ()
    return ("from", "to", *named, *target, *(title for title, _ in FIGURES))


def rows(breakdown: str, answer: dict[str, Any]) -> Iterator[tuple[Any, ...]]:
    """The breakdown's groups as the KPI answer orders them."""
    span = (answer["from"], answer["to"])
    for group in answer[ANSWER_KEYS[breakdown]]:
        if breakdown == "type":
            named: tuple[Any, ...] = (group["issueType"], group["targetMinutes"])
        else:
            named = (group["id"], group["name"])
        yield (*span, *named, *(group[key] for _, key in FIGURES))
