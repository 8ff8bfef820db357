"""A staff member as the workforce commands need to know them (answered by the read side)."""

from __future__ import annotations

from dataclasses import dataclass, field

STAFF_KINDS = ("supervisor", "cleaner", "worker")


@dataclass(frozen=True)
class StaffMember:
    id: str
    kind: str
    company_id: str | None
    supervisor_id: str | None
    name: str
    facility_ids: frozenset[str] = field(default_factory=frozenset)


@dataclass(frozen=True)
class ProjectRef:
    """A project's building and the cleaning company that holds it."""

    id: str
    building_id: str
    company_id: str
