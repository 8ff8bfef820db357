"""A body for every write operation, by operationId: one that succeeds for a caller the
table admits, aimed at a tenant's records (ours: it succeeds; theirs: the tenancy checks
after the body is read must refuse it), and what the other tenant's callers get.

Bodies are made per call: names, codes, login names and dates differ from call to call, so
that no call conflicts with an earlier one."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from demo.estate import DEMO_PASSWORD
from tests.contract.estate import Tenant

# Far enough ahead that no demo shift or leave is there; a week of its own per call.
FIRST_MONDAY = date(2031, 1, 6)
STAFF_ROLES = ("supervisor", "cleaner", "worker")
# A demo account no caller is: no call changes its password.
SIGNS_IN = "cleaner3@example.com"


@dataclass(frozen=True)
class Call:
    caller: str  # a token role, or "stranger"
    n: int  # unique among the calls made on one console
    segment: str | None  # the users segment of a call per segment
    sign_in: Callable[[], str]  # a new session of a demo account: its refresh token
    own_id: str | None = None  # the caller's account
    within: bool = False  # aimed at the caller's own tenant

    def week(self) -> tuple[str, str]:
        monday = FIRST_MONDAY + timedelta(weeks=self.n)
        return monday.isoformat(), (monday + timedelta(days=4)).isoformat()


@dataclass(frozen=True)
class Answer:
    """What a caller gets: the status, and for a 400 the fields its violations name."""

    status: int
    fields: tuple[str, ...] = ()


NOT_FOUND = Answer(404)
FORBIDDEN = Answer(403)


def refused(*fields: str) -> Answer:
    return Answer(400, fields)


Make = Callable[[Tenant, Call], Any]


@dataclass(frozen=True)
class Example:
    body: Make | None = None  # None: the operation takes no body
    query: Make | None = None
    # What a caller of the other tenant gets past the role checks; None: the call names no
    # tenant's record, and is done.
    across: Answer | None = NOT_FOUND
    # What some callers get instead, by token role.
    across_by_caller: Mapping[str, Answer] = field(default_factory=dict)

    def across_for(self, caller: str) -> Answer | None:
        return self.across_by_caller.get(caller, self.across)


def _company_of_segment(t: Tenant, c: Call) -> str | None:
    return {"admins": None, "ll-managers": t.landlord_id}.get(
        c.segment or "", t.cleaning_company_id
    )


def _account(t: Tenant, c: Call) -> dict[str, Any]:
    login = f"user{c.n}@example.com"
    return {
        "loginName": login,
        "password": "a-long-enough-password",
        "email": login,
        "profile": {"name": f"User {c.n}"},
        "companyId": _company_of_segment(t, c),
    }


def _push_endpoint(c: Call) -> str:
    return f"http://127.0.0.1:9/push/{c.n}"


def _push_subscription(t: Tenant, c: Call) -> dict[str, Any]:
    """A browser's subscription: a P-256 point's 65 bytes and a 16-byte secret, base64url."""
    keys = {"p256dh": "BA" + "A" * 85, "auth": "A" * 22}
    return {"endpoint": _push_endpoint(c), "keys": keys}


def _schedule(t: Tenant, c: Call) -> dict[str, Any]:
    """Within their tenant, cleaners and workers schedule themselves; planners their
    cleaner. Across tenants, everyone the other tenant's cleaner."""
    start, end = c.week()
    own = c.within and c.caller in ("cleaner", "worker") and c.own_id
    return {
        "staffId": c.own_id if own else t.cleaner_id,
        "startDate": start,
        "endDate": end,
        "shiftStart": "08:00",
        "shiftEnd": "16:00",
        "weekdays": ["MON", "TUE"],
        "facilityIds": [],
        "type": "REGULAR",
        "remarks": "Cover",
    }


def _leave(t: Tenant, c: Call) -> dict[str, Any]:
    """Within their tenant, staff ask for their own leave; planners for their cleaner's.
    Across tenants, everyone for the other tenant's cleaner."""
    start, end = c.week()
    staff = c.own_id if c.within and c.caller in STAFF_ROLES and c.own_id else t.cleaner_id
    return {"type": "ANNUAL", "startDate": start, "endDate": end, "staffId": staff}


def _building(t: Tenant, c: Call) -> dict[str, Any]:
    return {
        "name": f"Building {c.n}",
        "address": "1 Harbour Road",
        "postalCode": "098632",
        "landlordId": t.landlord_id,
    }


def _webhook(t: Tenant, c: Call) -> dict[str, Any]:
    """For the caller's company (the admin's for the tenant's landlord); a kind nothing
    fires yet, so that no call sends anything."""
    company = t.cleaning_company_id if c.caller.startswith("cc-") else t.landlord_id
    return {
        "url": f"http://127.0.0.1:9/hook-{c.n}",
        "kinds": ["device.offline"],
        "secret": f"a-shared-secret-{c.n:010d}",
        "companyId": company,
    }


def _item(t: Tenant, c: Call) -> dict[str, Any]:
    return {"itemName": f"Toilet roll {c.n}", "quantity": 10, "buildingId": t.building_id}


EXAMPLES: dict[str, Example] = {
    # Authentication: no tenant's records
    "logIn": Example(lambda t, c: {"loginName": SIGNS_IN, "password": DEMO_PASSWORD}),
    "refresh": Example(lambda t, c: {"refreshToken": c.sign_in()}, across=None),
    "signOut": Example(lambda t, c: {"refreshToken": c.sign_in()}, across=None),
    "changeOwnPassword": Example(
        lambda t, c: {"currentPassword": DEMO_PASSWORD, "newPassword": f"new-password-{c.n}"},
        across=None,
    ),
    "requestPasswordReset": Example(
        lambda t, c: {"loginName": f"forgetful{c.n}@example.com"}, across=None
    ),
    "resetPassword": Example(
        lambda t, c: {"token": f"no-such-link-{c.n}", "newPassword": f"new-password-{c.n}"},
        across=None,
    ),
    # Companies
    "createCompany": Example(
        lambda t, c: {"name": f"Company {c.n}", "type": "LANDLORD", "code": f"C{c.n}"},
        across=None,
    ),
    "updateCompany": Example(
        lambda t, c: {"name": f"Company {c.n}", "type": "LANDLORD", "code": f"C{c.n}"}
    ),
    "deleteCompany": Example(),
    # The estate
    "createBuilding": Example(_building, across=refused("landlordId")),
    "updateBuilding": Example(_building),
    "deleteBuilding": Example(),
    "arrangeBuildingFloors": Example(
        lambda t, c: [{"label": "Ground", "floorNumber": 0, "id": t.floor_id}]
    ),
    "createFloorFacility": Example(
        lambda t, c: {"name": f"Gents {c.n}", "code": f"G-{c.n}", "type": "male"}
    ),
    "placeFloorMarkers": Example(
        lambda t, c: {
            "markers": [{"type": "male", "x": 0.5, "y": 0.5, "facilityId": t.facility_id}]
        }
    ),
    "uploadFloorPlan": Example(lambda t, c: {"floorPlan": None}),
    "updateFacility": Example(
        lambda t, c: {"name": f"Ladies {c.n}", "code": f"L-{c.n}", "type": "female"}
    ),
    "deleteFacility": Example(),
    "setFacilityFeedbackSettings": Example(lambda t, c: {"threshold": 3, "windowMinutes": 30}),
    "renewFacilityCheckInCode": Example(),
    # Another tenant's door is one the caller is not assigned.
    "checkIn": Example(lambda t, c: {"code": t.check_in_codes.get(c.caller, "")}, across=FORBIDDEN),
    "setFacilitySettings": Example(lambda t, c: {"cleanAfterVisitors": 150}),
    "createProject": Example(
        lambda t, c: {
            "name": f"Project {c.n}",
            "buildingId": t.building_id,
            "cleaningCompanyId": t.cleaning_company_id,
        },
        across=refused("buildingId"),
    ),
    "updateProject": Example(
        lambda t, c: {
            "name": f"Project {c.n}",
            "buildingId": t.building_id,
            "cleaningCompanyId": t.cleaning_company_id,
        }
    ),
    "deleteProject": Example(),
    # Users
    "createUser": Example(_account, across=refused("companyId")),
    "updateUser": Example(
        lambda t, c: {"email": f"user{c.n}@example.com", "profile": {"name": f"User {c.n}"}}
    ),
    "deleteUser": Example(),
    "assignUserFacilities": Example(lambda t, c: {"facilityIds": [t.facility_id]}),
    "issuePasswordResetLink": Example(),
    # Devices
    "createDevice": Example(
        lambda t, c: {
            "name": f"Paper {c.n}",
            "type": "toilet-paper",
            "deviceId": f"id:6:C0DE{c.n:08X}",
            "facilityId": t.facility_id,
            "uri": f"coap://10.1.2.3/paper/{c.n}",
        },
        across=refused("facilityId"),
    ),
    "updateDevice": Example(lambda t, c: {"name": f"Paper {c.n}"}),
    "deleteDevice": Example(),
    "deleteDevices": Example(query=lambda t, c: {"ids": [t.device_id]}),
    # Issues and tasks
    "createIssue": Example(
        lambda t, c: {
            "facilityId": t.facility_seen_by.get(c.caller, t.facility_id),
            "issueType": "floor-wet",
        },
        across=refused("facilityId"),
    ),
    "setIssueStatus": Example(lambda t, c: {"issuesStatus": "RESOLVED"}),
    "setIssueType": Example(lambda t, c: {"targetMinutes": 30, "autoResolve": True}),
    "createTask": Example(
        lambda t, c: {
            "issueId": t.issue_id,
            "title": f"Mop the floor {c.n}",
            "type": "cleaning",
            "staffRole": "cleaner",
            "staffId": t.cleaner_id,
        },
        across=refused("issueId"),
    ),
    "setTaskStatus": Example(lambda t, c: {"status": "IN_PROGRESS"}),
    # Notifications
    "markNotificationsRead": Example(lambda t, c: {"ids": [t.notification_id]}),
    # One's own, whoever calls: no tenant's record is named.
    "markAllNotificationsRead": Example(across=None),
    "deleteNotification": Example(),
    "deleteNotifications": Example(query=lambda t, c: {"ids": [t.notification_id]}),
    # Alerts: one's own choice names no tenant's record
    "setOwnAlerts": Example(lambda t, c: {"email": ["issue-opened"]}, across=None),
    # Web Push: one's own browser; a closed port here, so nothing is pushed anywhere
    "subscribePush": Example(_push_subscription, across=None),
    "unsubscribePush": Example(lambda t, c: {"endpoint": _push_endpoint(c)}, across=None),
    "createWebhook": Example(_webhook, across=refused("companyId")),
    "deleteWebhook": Example(),
    # Workforce
    "createSchedule": Example(
        _schedule,
        across=refused("staffId"),
        # Anyone but themselves is refused to cleaners and workers.
        across_by_caller={"cleaner": FORBIDDEN, "worker": FORBIDDEN},
    ),
    "updateSchedule": Example(_schedule),
    "deleteSchedule": Example(),
    "requestLeave": Example(_leave, across=refused("staffId")),
    "amendLeave": Example(
        lambda t, c: {"type": "ANNUAL", "startDate": c.week()[0], "endDate": c.week()[1]}
    ),
    "setLeaveStatus": Example(lambda t, c: {"status": "APPROVED"}),
    "deleteLeave": Example(),
    "createInventoryItem": Example(_item, across=refused("buildingId")),
    "updateInventoryItem": Example(_item),
    "deleteInventoryItem": Example(),
    "moveInventoryStock": Example(lambda t, c: {"change": 5, "reason": f"Delivery {c.n}"}),
    # Sensors: the gateway's own key, not a token (the schema leaves the batch undescribed)
    "ingestReadings": Example(
        lambda t, c: {
            "messages": [
                {"device": "id:6:000000000001", "time": "2026-11-21T08:15:00Z", "seq": c.n}
            ]
        },
        across=None,
    ),
    "issueIngestKey": Example(lambda t, c: {"gateway": f"gw-{c.n}"}, across=None),
    "revokeIngestKey": Example(),
    # Public
    "giveVisitFeedback": Example(lambda t, c: {"rating": 2}, across=None),
}
