"""The columns of reports.csv: one row per building and period."""

from __future__ import annotations

from typing import Any

from projections.viewer_days import ViewerDays

EXPORT_HEADER = (
    "from",
    "to",
    "building",
    "landlord",
    "issues opened",
    "issues resolved",
    "resolved by staff",
    "resolved by system",
    "mean minutes",
    "median minutes",
    "p90 minutes",
    "within target",
    "feedback count",
    "feedback average",
    "people",
    "litres",
    "main meter litres",
    "device uptime",
)


def export_row(days: ViewerDays, report: dict[str, Any]) -> tuple[Any, ...]:
    kpi, feedback = report["kpi"], report["feedback"]
    return (
        days.first.isoformat(),
        days.last.isoformat(),
        report["buildingName"],
        report["landlordName"],
        sum(item["opened"] for item in report["issuesByType"]),
        sum(item["resolved"] for item in report["issuesByType"]),
        kpi["resolvedByStaff"],
        kpi["resolvedBySystem"],
        kpi["meanMinutes"],
        kpi["medianMinutes"],
        kpi["p90Minutes"],
        kpi["withinTarget"],
        feedback["count"],
        feedback["average"],
        report["people"],
        report["litres"],
        report["mainMeterLitres"],
        report["deviceUptime"],
    )
