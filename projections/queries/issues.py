"""Issues within a reach: the list and export with their filters, one issue, its tasks."""

from __future__ import annotations

from projections import issue_lists as issues
from projections.clause import Clause
from projections.lists import ListParams
from projections.queries.reach import Reach
from projections.store import ReadStore, Row


def _listed(params: ListParams, reach: Reach) -> tuple[ListParams, list[Clause]]:
    rest, clauses = issues.issue_filters(params)
    return rest, [*reach.places("i.building_id", "i.facility_id"), *clauses]


def issue_page(store: ReadStore, params: ListParams, reach: Reach) -> tuple[list[Row], int]:
    rest, clauses = _listed(params, reach)
    return issues.ISSUES.page(store, rest, clauses)


def issue_rows(store: ReadStore, params: ListParams, reach: Reach) -> list[Row]:
    rest, clauses = _listed(params, reach)
    return issues.ISSUES.all(store, rest, clauses)


def issue_within(store: ReadStore, reach: Reach, issue_id: str) -> Row | None:
    """The issue's list row, if the reach covers it."""
    return issues.issue_row(store, issue_id, reach.places("i.building_id", "i.facility_id"))


def tasks_of_issue(store: ReadStore, issue_id: str, staff_id: str | None = None) -> list[Row]:
    """The issue's tasks, oldest first; only those given to `staff_id` when named."""
    clauses: list[Clause] = [("t.issue_id = ?", [issue_id])]
    if staff_id is not None:
        clauses.append(("t.staff_id = ?", [staff_id]))
    return issues.TASKS.all(store, ListParams(sort="createdAt"), clauses)


def task_row(store: ReadStore, task_id: str) -> Row | None:
    return issues.task_row(store, task_id)


def trail_of(store: ReadStore, issue_id: str) -> list[Row]:
    """The tasks and notifications of an issue, oldest first: kind and object_id."""
    return issues.trail_of(store, issue_id)


def place_of_facility(store: ReadStore, facility_id: str) -> str | None:
    return issues.place_of_facility(store, facility_id)


def device_of(store: ReadStore, device_id: str) -> Row | None:
    return issues.device_of(store, device_id)


def account_names(store: ReadStore, account_ids: set[str]) -> dict[str, str]:
    return issues.account_names(store, account_ids)


def notification_page(
    store: ReadStore, params: ListParams, recipient_id: str
) -> tuple[list[Row], int]:
    """A page of the recipient's notifications."""
    rest, clauses = issues.notification_filters(params)
    extra = [("n.recipient_id = ?", [recipient_id]), *clauses]
    return issues.NOTIFICATIONS.page(store, rest, extra)
