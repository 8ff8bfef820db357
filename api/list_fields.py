"""The `sort` fields and `filter` levels a list takes, stated in its OpenAPI schema.

Every list reads the same query parameters (`api.listing.list_params`), and each refuses a
field it does not sort by and a level it does not filter by (`projections.lists`). A list's
call carries its own as a mark (`lists(ISSUES, status=one_of("1", "2", …))`), and the
schema of its `sort` becomes an enum and of its `filter` a pattern naming those levels
(`api.openapi`). A level's values are anything but a quote, or a closed set where the list
checks them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from litestar.openapi.spec import OpenAPIType, Schema

from domain.device_state import Connection
from domain.feedback import AREAS, RATINGS
from domain.leave import LeaveStatus, LeaveType
from projections.lists import ListQuery
from projections.queries import (
    accounts,
    alerts,
    devices,
    feedback,
    ingest,
    inventory,
    issues,
    leaves,
    organisation,
    schedules,
    tasks,
    usage,
)

#: Any value of a level: the list matches it against its ids and names.
ANY_VALUE = r'"?[^"]+"?'
MARK = "list_fields"


def _any_case(word: str) -> str:
    return "".join(
        f"[{c.lower()}{c.upper()}]" if c.isalpha() else re.escape(c) for c in word.strip()
    )


def one_of(*values: str, any_case: bool = True) -> str:
    """The values of a level the list checks: one of `values` (in any case, and padded
    with spaces, unless the list takes them only as written)."""
    if not any_case:
        return '"?(' + "|".join(re.escape(v) for v in values) + ')"?'
    return r'"?\s*(' + "|".join(_any_case(v) for v in values) + r')\s*"?'


@dataclass(frozen=True)
class ListFields:
    """What one list sorts by, and the values of each level it filters by."""

    sorts: tuple[str, ...]
    levels: Mapping[str, str] = field(default_factory=dict)

    def sort_schema(self) -> Schema:
        # Empty is the list's own order; `-field` sorts descending.
        names = ["", *self.sorts, *(f"-{name}" for name in self.sorts)]
        return Schema(
            one_of=[Schema(type=OpenAPIType.STRING, enum=names), Schema(type=OpenAPIType.NULL)]
        )

    def filter_schema(self) -> Schema:
        entries = "|".join(
            rf"{re.escape(level)}\s*:\s*{values}" for level, values in self.levels.items()
        )
        item = Schema(type=OpenAPIType.STRING, pattern=rf"^\s*({entries})\s*$")
        # With no level to name, no entry is valid: an array that must stay empty.
        entry = Schema(type=OpenAPIType.ARRAY, items=item, max_items=None if entries else 0)
        return Schema(one_of=[entry, Schema(type=OpenAPIType.NULL)])


def lists(query: ListQuery, **checked: str) -> dict[str, object]:
    """The mark of a call listing `query`: its sort fields and filter levels, and the
    levels it checks the values of (`checked`, by their value patterns)."""
    return sorts_and_levels(query.sortable, query.filterable, **checked)


def sorts_and_levels(
    sorts: Iterable[str], levels: Iterable[str], **checked: str
) -> dict[str, object]:
    """The mark of a call whose list is not a `ListQuery` of its own."""
    every = {level: ANY_VALUE for level in levels}
    every.update(checked)
    return {MARK: ListFields(tuple(sorts), every)}


_PLACES = {"building": ANY_VALUE, "floor": ANY_VALUE, "facility": ANY_VALUE}
_RATING = r'"?\s*(' + "|".join(_any_case(r) for r in RATINGS) + r'|0*[1-5])\s*"?'

COMPANY_LIST = lists(organisation.COMPANIES)
BUILDING_LIST = lists(organisation.BUILDINGS)
FACILITY_LIST = lists(organisation.FACILITIES)
PROJECT_LIST = lists(organisation.PROJECTS)
ACCOUNT_LIST = lists(accounts.ACCOUNTS)
DEVICE_LIST = lists(devices.DEVICES, status=one_of(*Connection))
ISSUE_LIST = lists(
    issues.ISSUES,
    status=one_of("1", "2", "opened", "resolved"),
    supervisor=ANY_VALUE,
    cleaningCompany=ANY_VALUE,
    escalationLevel=r'"?\s*[0-9]\s*"?',
)
TASK_LIST = lists(tasks.TASK_LIST)
NOTIFICATION_LIST = lists(issues.NOTIFICATIONS, status=one_of("read", "unread"))
FEEDBACK_LIST = lists(feedback.FEEDBACK, rating=_RATING, area=one_of(*AREAS, any_case=False))
STOCK_LIST = lists(inventory.INVENTORY, lowStock=one_of("true", "false"))
LEAVE_LIST = lists(leaves.LEAVES, status=one_of(*LeaveStatus), type=one_of(*LeaveType))
SCHEDULE_LIST = lists(schedules.SCHEDULES, **_PLACES)
USAGE_LIST = sorts_and_levels(
    usage.SORTABLE, usage.FILTERABLE, source=one_of(*usage.SOURCES, any_case=False)
)
WEBHOOK_LIST = lists(alerts.WEBHOOKS)
ATTEMPT_LIST = lists(alerts.ATTEMPTS)
DEAD_LETTER_LIST = lists(ingest.DEAD_LETTERS)
INGEST_KEY_LIST = lists(ingest.INGEST_KEYS)
