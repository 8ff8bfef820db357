"""A feedback row as shown, and the export's columns (numbers contract, "Feedback")."""

from __future__ import annotations

from typing import Any

from api.schema import Out, to_out
from domain.feedback import rating_name
from projections.store import Row


class FeedbackOut(Out):
    id: str
    company: str | None
    company_id: str | None
    building: str | None
    building_id: str | None
    facility: str | None
    facility_id: str | None
    floor_no: int | None
    floor_label: str | None
    device: str | None
    device_id: str | None
    source: str
    rating: str | None
    rating_value: int | None
    areas_of_inconveniences: list[str]
    timestamp: str


def _areas(row: Row) -> list[str]:
    return [a for a in (row["areas"] or "").split(",") if a]


def feedback_out(row: Row) -> FeedbackOut:
    value = row["rating"]
    return to_out(
        FeedbackOut,
        row,
        company=row["company_name"],
        building=row["building_name"],
        facility=row["facility_name"],
        floor_no=row["floor_number"],
        device=row["device_name"],
        rating=rating_name(value) if value else None,
        rating_value=value,
        areas_of_inconveniences=_areas(row),
        timestamp=row["at"],
    )


EXPORT_HEADER = [
    "id",
    "company",
    "building",
    "floorNo",
    "facility",
    "device",
    "source",
    "rating",
    "ratingValue",
    "areasOfInconveniences",
    "timestamp",
]


def export_row(row: Row) -> list[Any]:
    value = row["rating"]
    return [
        row["id"],
        row["company_name"],
        row["building_name"],
        row["floor_number"],
        row["facility_name"],
        row["device_name"],
        row["source"],
        rating_name(value) if value else "",
        value,
        " ".join(_areas(row)),
        row["at"],
    ]
