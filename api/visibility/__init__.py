"""Whether a record is visible to the caller, in one place: each lookup answers the record's
row, or 404 when it is unknown or outside the caller's tenancy (another tenant's record is
as unknown as a missing one); each reach says which rows a list shows the caller. `KINDS`
holds one rule per kind, read by the detail calls, the history and the names it shows.
Every controller asks here, so none imports another's module."""

from api.visibility.estate import (
    device_reach,
    own_company,
    project_company,
    visible_building,
    visible_company,
    visible_device,
    visible_facility,
    visible_floor,
    visible_project,
)
from api.visibility.kinds import KINDS, Kind, detail_roles
from api.visibility.people import (
    TASK_READERS,
    account_reach,
    own_tasks_only,
    readable_account,
    readable_account_of_any_kind,
    readable_notification,
    readable_task,
    visible_issue,
)
from api.visibility.workforce import (
    PLANNERS,
    STAFF,
    STOCK_KEEPERS,
    WORKFORCE,
    plans,
    staff_scope,
    stock_company,
    visible_item,
    visible_leave,
    visible_schedule,
)

__all__ = [
    "KINDS",
    "PLANNERS",
    "STAFF",
    "STOCK_KEEPERS",
    "TASK_READERS",
    "WORKFORCE",
    "Kind",
    "account_reach",
    "detail_roles",
    "device_reach",
    "own_company",
    "own_tasks_only",
    "plans",
    "project_company",
    "readable_account",
    "readable_account_of_any_kind",
    "readable_notification",
    "readable_task",
    "staff_scope",
    "stock_company",
    "visible_building",
    "visible_company",
    "visible_device",
    "visible_facility",
    "visible_floor",
    "visible_issue",
    "visible_item",
    "visible_leave",
    "visible_project",
    "visible_schedule",
]
