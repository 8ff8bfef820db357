"""Who may call what: every operation of the OpenAPI schema, by operationId, and the token
roles it admits (docs/roles.md says the same in words).

Written out by hand, not read from the code, so that a guard that changes fails the
authorisation matrix (tests/contract/test_authorisation_matrix.py). An operation missing
here fails that test too: add it, with the roles it admits.

Values:
- a tuple of token roles: those get past the role checks; every other role answers 403,
  a caller without a token 401;
- PUBLIC: anyone, with or without a token;
- OWN_CREDENTIAL: public, but checks a credential of its own (the gateway's ingest key),
  so without it every caller answers 401;
- for `/api/users/{segment}/…`: a mapping of segment to the roles, as a role's reach
  differs by the kind of account;
- for `/api/history/{kind}/…`: a mapping of kind to the roles, read from the history's own
  table (api/history/controller.py `KINDS`), which names each kind's detail roles; the
  history tests hold those to the detail calls (tests/contract/test_history_authorisation.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from api.history.controller import KINDS
from domain.roles import GUARD_ROLE, GuardRole, Role

Roles = tuple[str, ...]
Rule = Roles | str | Mapping[str, Roles]

ROLES: Roles = (
    "admin",
    "ll-admin",
    "ll-manager",
    "cc-admin",
    "cc-manager",
    "supervisor",
    "cleaner",
    "worker",
)
PUBLIC = "public"
OWN_CREDENTIAL = "own-credential"

ADMIN: Roles = ("admin",)
LANDLORDS: Roles = ("ll-admin", "ll-manager")
CC_MANAGERS: Roles = ("cc-admin", "cc-manager")
STAFF: Roles = ("supervisor", "cleaner", "worker")
EVERYONE = ROLES
ESTATE_EDITORS = (*ADMIN, *LANDLORDS)  # buildings, floors, facilities, devices, projects
MANAGERS = (*ADMIN, *LANDLORDS, *CC_MANAGERS)
DASHBOARD = (*MANAGERS, "supervisor")  # every role but cleaners and workers
CLEANING = (*ADMIN, *CC_MANAGERS, *STAFF)  # the cleaning company's own work; no landlord
TEAM_LEADS = (*ADMIN, *CC_MANAGERS, "supervisor")

# Whose accounts each role reads: the admin every kind; landlord managers
# their company's; cleaning company managers theirs and the staff; supervisors the staff;
# anyone else only their own kind (their own account).
USERS_READ: Mapping[str, Roles] = {
    "admins": ADMIN,
    "ll-managers": (*ADMIN, *LANDLORDS),
    "cc-managers": (*ADMIN, *CC_MANAGERS),
    "supervisors": (*ADMIN, *CC_MANAGERS, "supervisor"),
    "cleaners": (*ADMIN, *CC_MANAGERS, "supervisor", "cleaner"),
    "workers": (*ADMIN, *CC_MANAGERS, "supervisor", "worker"),
}
# Facilities are assigned to staff by the admin and the cleaning company's managers.
ASSIGN: Mapping[str, Roles] = {segment: (*ADMIN, *CC_MANAGERS) for segment in USERS_READ}
# Who creates accounts of each kind, as the code has it (api/users/controller.py
# `_may_manage` over api/permissions.py `MANAGED_BY`): the admin every kind; landlord
# managers their company's managers; cleaning company managers theirs and the staff. A plain
# ll-manager or cc-manager is admitted like its *-admin for accounts of the plain manager
# role; granting the *-admin role, and deleting a manager account, takes a *-admin
# (docs/roles.md).
USERS_MANAGE: Mapping[str, Roles] = {
    "admins": ADMIN,
    "ll-managers": (*ADMIN, *LANDLORDS),
    "cc-managers": (*ADMIN, *CC_MANAGERS),
    "supervisors": (*ADMIN, *CC_MANAGERS),
    "cleaners": (*ADMIN, *CC_MANAGERS),
    "workers": (*ADMIN, *CC_MANAGERS),
}
# An update or a deletion first finds the account among those the caller reads: another
# tenant's account is not there (404) for every role that reads the kind, and a role that
# reads none of the kind is refused (403). Within a tenant, who may change it is then
# USERS_MANAGE's rule, or the account's own holder (the e2e tests hold those).
USERS_CHANGE = USERS_READ


def token_roles(guard_roles: Iterable[GuardRole]) -> Roles:
    """The token roles that map to the given guard roles, in the table's order."""
    admitted = set(guard_roles)
    return tuple(role for role in ROLES if GUARD_ROLE[Role(role)] in admitted)


# Each kind's history is refused to the roles its detail call refuses. An account's is
# narrowed by the account's kind, as its detail is (`getUser` per segment): the matrix
# replays the other tenant's cleaner.
HISTORY: Mapping[str, Roles] = {
    **{kind: token_roles(entry.roles) for kind, entry in KINDS.items()},
    "account": tuple(r for r in token_roles(KINDS["account"].roles) if r in USERS_READ["cleaners"]),
}

WHO_MAY: dict[str, Rule] = {
    # Authentication
    "logIn": PUBLIC,
    "refresh": PUBLIC,
    "signOut": PUBLIC,
    "me": EVERYONE,
    "changeOwnPassword": EVERYONE,
    "requestPasswordReset": PUBLIC,  # answers the same whoever asks, for any name
    "resetPassword": PUBLIC,  # checks the link's own secret
    # Companies: the admin's; managers look up the companies their forms offer
    "listCompanies": ADMIN,
    "exportCompanies": ADMIN,
    "createCompany": ADMIN,
    "updateCompany": ADMIN,
    "deleteCompany": ADMIN,
    "getCompany": EVERYONE,
    "listLandlords": (*ADMIN, *LANDLORDS),
    "listCleaningCompanies": MANAGERS,
    "listCompanyBuildings": MANAGERS,
    # The estate: everyone reads what they may see; the admin and landlords edit
    "listBuildings": EVERYONE,
    "exportBuildings": EVERYONE,
    "getBuilding": EVERYONE,
    "createBuilding": ESTATE_EDITORS,
    "updateBuilding": ESTATE_EDITORS,
    "deleteBuilding": ESTATE_EDITORS,
    "listBuildingFloors": EVERYONE,
    "arrangeBuildingFloors": ESTATE_EDITORS,
    "listBuildingFacilities": EVERYONE,
    "getFloor": EVERYONE,
    "listFloorFacilities": EVERYONE,
    "createFloorFacility": ESTATE_EDITORS,
    "placeFloorMarkers": ESTATE_EDITORS,
    "uploadFloorPlan": ESTATE_EDITORS,
    "listFacilities": EVERYONE,
    "exportFacilities": EVERYONE,
    "getFacility": EVERYONE,
    "updateFacility": ESTATE_EDITORS,
    "deleteFacility": ESTATE_EDITORS,
    "getFacilityFeedbackLink": EVERYONE,
    "setFacilityFeedbackSettings": ESTATE_EDITORS,
    "getFacilitySettings": ESTATE_EDITORS,
    "setFacilitySettings": ESTATE_EDITORS,
    # Check-in at the door: the code read and renewed by those who manage the facility;
    # staff check in where they are assigned; cleaners and workers list their own
    "getFacilityCheckInCode": DASHBOARD,
    "renewFacilityCheckInCode": DASHBOARD,
    "checkIn": STAFF,
    "listCheckIns": EVERYONE,
    "listCheckInVisits": DASHBOARD,
    # Projects: landlords start them; cleaning company managers read theirs
    "listProjects": MANAGERS,
    "exportProjects": MANAGERS,
    "getProject": MANAGERS,
    "createProject": ESTATE_EDITORS,
    "updateProject": ESTATE_EDITORS,
    "deleteProject": ESTATE_EDITORS,
    # Users, by segment
    "listUsers": USERS_READ,
    "exportUsers": USERS_READ,
    "getUser": USERS_READ,
    "getUserFacilities": USERS_READ,
    "getUserFacilityHierarchy": USERS_READ,
    "createUser": USERS_MANAGE,
    "updateUser": USERS_CHANGE,
    "deleteUser": USERS_CHANGE,
    "assignUserFacilities": ASSIGN,
    "issuePasswordResetLink": USERS_MANAGE,
    # Devices: landlords edit theirs; cleaning company managers see the table
    "listDevices": MANAGERS,
    "exportDevices": MANAGERS,
    "getDevice": MANAGERS,
    "getDeviceSeries": MANAGERS,
    "listDeviceTypes": MANAGERS,
    "createDevice": ESTATE_EDITORS,
    "updateDevice": ESTATE_EDITORS,
    "deleteDevice": ESTATE_EDITORS,
    "deleteDevices": ESTATE_EDITORS,
    # Issues: everyone reports and reads; the cleaning side resolves; the admin sets types
    "listIssues": EVERYONE,
    "exportIssues": EVERYONE,
    "getIssue": EVERYONE,
    "getIssuePhoto": EVERYONE,
    "createIssue": EVERYONE,
    "issueHistory": EVERYONE,
    "listIssueTasks": EVERYONE,
    "listIssueTypes": EVERYONE,
    "setIssueStatus": CLEANING,
    "setIssueType": ADMIN,
    # Ad hoc tasks
    "listTasks": CLEANING,
    "getTask": EVERYONE,
    "createTask": TEAM_LEADS,
    "setTaskStatus": CLEANING,
    # Dashboard, usage, reports, feedback
    "dashboardOverview": DASHBOARD,
    "dashboardIssues": DASHBOARD,
    "dashboardKpi": DASHBOARD,
    "exportDashboardKpi": DASHBOARD,
    "dashboardUsage": DASHBOARD,
    "dashboardFeedback": DASHBOARD,
    "listForecasts": DASHBOARD,
    "listUsage": DASHBOARD,
    "exportUsage": DASHBOARD,
    "listReports": MANAGERS,
    "exportReports": MANAGERS,
    "getFacilityReport": MANAGERS,
    "listFeedback": DASHBOARD,
    "exportFeedback": DASHBOARD,
    # Notifications: one's own
    "listNotifications": EVERYONE,
    "markNotificationsRead": EVERYONE,
    "markAllNotificationsRead": EVERYONE,
    "deleteNotification": EVERYONE,
    "deleteNotifications": EVERYONE,
    # Alerts: everyone chooses what is also e-mailed to them; webhooks are the admin's and
    # each company's managers' for their own estate
    "getOwnAlerts": EVERYONE,
    "setOwnAlerts": EVERYONE,
    # Web Push: everyone subscribes and unsubscribes their own browsers
    "getPushKey": EVERYONE,
    "subscribePush": EVERYONE,
    "unsubscribePush": EVERYONE,
    "listWebhooks": MANAGERS,
    "createWebhook": MANAGERS,
    "getWebhook": MANAGERS,
    "deleteWebhook": MANAGERS,
    "listWebhookDeliveries": MANAGERS,
    # Workforce: no landlord; staff read their own, schedule themselves and ask for leave
    "listSchedules": CLEANING,
    "exportSchedules": CLEANING,
    "scheduleCalendar": CLEANING,
    "getSchedule": CLEANING,
    "createSchedule": CLEANING,  # cleaners and workers for themselves only (bodies.py)
    "updateSchedule": TEAM_LEADS,
    "deleteSchedule": TEAM_LEADS,
    "listLeaves": CLEANING,
    "exportLeaves": CLEANING,
    "leaveCalendar": CLEANING,
    "getLeave": CLEANING,
    "requestLeave": CLEANING,
    "amendLeave": CLEANING,
    "setLeaveStatus": CLEANING,  # decided by leads; withdrawn by the applicant
    "deleteLeave": (*ADMIN, *CC_MANAGERS),
    # Inventory: the system admin's alone
    "listInventory": ADMIN,
    "exportInventory": ADMIN,
    "getInventoryItem": ADMIN,
    "createInventoryItem": ADMIN,
    "updateInventoryItem": ADMIN,
    "deleteInventoryItem": ADMIN,
    "listInventoryMovements": ADMIN,
    "moveInventoryStock": ADMIN,
    # Sensors
    "ingestReadings": OWN_CREDENTIAL,
    "listIngestKeys": ADMIN,
    "issueIngestKey": ADMIN,
    "revokeIngestKey": ADMIN,
    "listDeadLetters": ADMIN,
    "listGateways": MANAGERS,
    # History of one record: to the roles of its detail call, within the caller's reach
    "history": HISTORY,
    # Public
    "getVisit": PUBLIC,
    "giveVisitFeedback": PUBLIC,
    "health": PUBLIC,
    "healthLive": PUBLIC,
    "healthReady": PUBLIC,
    "healthDetails": ADMIN,  # and the metrics token
}
