"""Company bodies, and a company as shown with its buildings."""

from __future__ import annotations

from typing import Annotated, Literal

from api.body_bounds import Text, text
from api.listing import Column
from api.schema import Body, Out, to_out
from projections.store import Row

# A company's code, as `domain.commands.organisation` checks it.
CODE_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$"


class CompanyBody(Body):
    name: Text
    type: Literal["LANDLORD", "CLEANING_COMPANY"]
    code: Annotated[str, text(40, CODE_PATTERN)]
    version: int | None = None


class BuildingRef(Out):
    id: str
    name: str


class CompanyOut(Out):
    id: str
    name: str
    type: str
    code: str
    created_at: str
    updated_at: str
    version: int
    buildings: list[BuildingRef]


def company_outs(rows: list[Row], buildings: dict[str, list[Row]]) -> list[CompanyOut]:
    """The companies with their buildings (id and name, by company id)."""
    return [
        to_out(CompanyOut, r, buildings=[to_out(BuildingRef, b) for b in buildings[r["id"]]])
        for r in rows
    ]


EXPORT_COLUMNS: list[Column] = ["id", "name", "type", "code", "created_at"]
