"""Floor plans for the demo estate: a drawn plan per floor and a marker on each toilet, so
the floor plan manager shows a real plan on first start."""

from __future__ import annotations

import base64
from html import escape

# Where each kind of toilet sits on every demo floor, as fractions of the plan.
SPOTS = {"male": (0.18, 0.30), "female": (0.18, 0.70), "accessible": (0.82, 0.50)}


def plan_of(building: str, floor: str) -> str:
    """An SVG plan of a demo floor as a data URI: corridor, core, rooms and the toilets."""
    width, height = 800, 500

    def room(x: float, y: float, w: float, h: float, label: str, fill: str) -> str:
        return (
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{fill}" stroke="#4b5563"'
            f' stroke-width="2"/><text x="{x + w / 2}" y="{y + h / 2}" font-size="16"'
            f' text-anchor="middle" fill="#374151">{escape(label)}</text>'
        )

    toilets = "".join(
        room(
            width * x - 60,
            height * y - 45,
            120,
            90,
            {"male": "Gents", "female": "Ladies", "accessible": "Accessible"}[kind],
            "#e0f2f1",
        )
        for kind, (x, y) in SPOTS.items()
    )
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}"'
        f' width="{width}" height="{height}">'
        f'<rect width="{width}" height="{height}" fill="#f9fafb"/>'
        + room(20, 20, width - 40, height - 40, "", "#ffffff")
        + room(300, 200, 200, 100, "Lifts and stairs", "#f3f4f6")
        + room(300, 40, 200, 140, "Offices", "#fefce8")
        + room(300, 320, 200, 140, "Shops", "#fefce8")
        + toilets
        + f'<text x="30" y="{height - 30}" font-size="18" fill="#111827">'
        f"{escape(building)} · {escape(floor)}</text></svg>"
    )
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()


def markers_of(facilities: dict[str, str]) -> list[dict[str, object]]:
    """A marker on each toilet of the plan: facility type -> facility id."""
    return [
        {"type": kind, "x": SPOTS[kind][0], "y": SPOTS[kind][1], "facilityId": facility_id}
        for kind, facility_id in facilities.items()
    ]
