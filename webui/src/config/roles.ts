import { GUARDED_PATHS, paths, type AppPath } from './paths';

/** Role values carried in the token's `groups` claim (docs/roles.md). */
export const TOKEN_ROLES = [
  'admin',
  'll-admin',
  'll-manager',
  'cc-admin',
  'cc-manager',
  'supervisor',
  'cleaner',
  'worker',
] as const;
export type TokenRole = (typeof TOKEN_ROLES)[number];

export type GuardRole =
  | 'SystemAdmin'
  | 'LandLordManager'
  | 'CleaningCompanyManager'
  | 'CleaningCompanySupervisor'
  | 'CleaningCompanyCleaner'
  | 'CleaningCompanyWorker';

export const NO_SUCH_ROLE = 'No such role';

/** Token role → route-guard role (docs/roles.md). */
export const GUARD_ROLE_OF: Readonly<Record<TokenRole, GuardRole>> = {
  admin: 'SystemAdmin',
  'll-admin': 'LandLordManager',
  'll-manager': 'LandLordManager',
  'cc-admin': 'CleaningCompanyManager',
  'cc-manager': 'CleaningCompanyManager',
  supervisor: 'CleaningCompanySupervisor',
  cleaner: 'CleaningCompanyCleaner',
  worker: 'CleaningCompanyWorker',
};

const SETTINGS_AND_PROFILE: readonly AppPath[] = [
  paths.setting,
  paths.language,
  paths.timezone,
  paths.userArea,
  paths.profile,
];

const NOTIFICATIONS: readonly AppPath[] = [paths.notifications, paths.notificationsTable];

/** A landlord's or cleaning company's managers keep their company's webhooks. */
const WEBHOOKS: readonly AppPath[] = [paths.webhooks, paths.webhooksTable, paths.webhookInfo, paths.newWebhookForm];

const ALL_SCHEDULES: readonly AppPath[] = [
  paths.schedules,
  paths.schedulesInfo,
  paths.createScheduleForm,
  paths.editScheduleForm,
  paths.scheduleInfo,
];

const ALL_LEAVES: readonly AppPath[] = [paths.leaves, paths.leavesTable, paths.leaveInfo, paths.createLeaveForm];

/** Visits per toilet and day, and a toilet's check-ins: for the dashboard's roles. */
const CHECK_INS: readonly AppPath[] = [paths.checkIns, paths.visits, paths.checkInsTable];

const ALL_ISSUES: readonly AppPath[] = [
  paths.issues,
  paths.issuesTable,
  paths.createIssueForm,
  paths.createAdHocTaskForm,
  paths.adHocTaskInfo,
];

/**
 * Worker and cleaner: both have the same list (docs/roles.md), with schedules to create and
 * read: they read their schedules and create their own, but change or delete none.
 */
const FIELD_STAFF: readonly AppPath[] = [
  paths.myWork,
  paths.checkInScan,
  ...SETTINGS_AND_PROFILE,
  paths.issues,
  paths.issuesTable,
  paths.createIssueForm,
  paths.adHocTaskInfo,
  paths.staff,
  ...ALL_LEAVES,
  paths.schedules,
  paths.schedulesInfo,
  paths.scheduleInfo,
  paths.createScheduleForm,
  ...NOTIFICATIONS,
];

/**
 * The paths each guard role may open; menu entries use the same lists. Inventory is the
 * system administrator's alone (no other role makes its calls). A screen is open to
 * exactly the roles the server lets make its calls (`./calls.ts`, checked by its test).
 */
export const ALLOWED_PATHS: Readonly<Record<GuardRole, readonly AppPath[]>> = {
  // Everything but the field staff's own work list, which has nothing for an administrator.
  // and the door's check-in, which is the staff's own.
  SystemAdmin: GUARDED_PATHS.filter((path) => path !== paths.myWork && path !== paths.checkInScan),
  LandLordManager: [
    paths.dashboard,
    paths.kpi,
    paths.facilities,
    paths.facilitiesTable,
    paths.facilityReports,
    paths.reports,
    paths.buildings,
    paths.buildingsTable,
    paths.buildingInfo,
    paths.createBuildingForm,
    paths.editBuildingForm,
    paths.projects,
    paths.projectsTable,
    paths.projectInfo,
    paths.createProjectForm,
    paths.editProjectForm,
    paths.devices,
    paths.devicesTable,
    paths.deviceInfo,
    paths.editDeviceForm,
    paths.feedback,
    paths.feedbackTable,
    paths.issues,
    paths.issuesTable,
    paths.createIssueForm,
    paths.users,
    paths.usersTable,
    paths.userInfo,
    paths.createLandlordManagerAccount,
    paths.editLandlordManagerAccount,
    paths.usage,
    paths.usageTable,
    ...CHECK_INS,
    ...WEBHOOKS,
    ...NOTIFICATIONS,
    ...SETTINGS_AND_PROFILE,
  ],
  CleaningCompanyManager: [
    paths.dashboard,
    paths.kpi,
    // Their company's buildings (the numbers contract: reports for admin, landlord and cleaning company managers).
    paths.reports,
    paths.projects,
    paths.projectsTable,
    paths.projectInfo,
    paths.usage,
    paths.usageTable,
    ...CHECK_INS,
    paths.feedback,
    paths.feedbackTable,
    paths.devices,
    paths.devicesTable,
    paths.staff,
    paths.manageSupervisors,
    paths.manageSupervisorsTable,
    paths.cleaners,
    paths.cleanersTable,
    paths.manageWorkers,
    paths.manageWorkersTable,
    ...ALL_LEAVES,
    ...ALL_SCHEDULES,
    ...ALL_ISSUES,
    paths.users,
    paths.usersTable,
    paths.userInfo,
    paths.createCleaningCompanyManagerAccount,
    paths.editCleaningCompanyManagerAccount,
    paths.createSupervisorAccount,
    paths.editSupervisorAccount,
    paths.createCleanerAccount,
    paths.editCleanerAccount,
    paths.createWorkerAccount,
    paths.editWorkerAccount,
    ...WEBHOOKS,
    ...NOTIFICATIONS,
    ...SETTINGS_AND_PROFILE,
  ],
  CleaningCompanySupervisor: [
    paths.dashboard,
    paths.kpi,
    paths.feedback,
    paths.feedbackTable,
    paths.userInfo,
    paths.staff,
    paths.cleaners,
    paths.cleanersTable,
    paths.manageWorkers,
    paths.manageWorkersTable,
    ...ALL_SCHEDULES,
    ...ALL_LEAVES,
    ...ALL_ISSUES,
    ...CHECK_INS,
    paths.checkInScan,
    ...NOTIFICATIONS,
    ...SETTINGS_AND_PROFILE,
  ],
  CleaningCompanyCleaner: FIELD_STAFF,
  CleaningCompanyWorker: FIELD_STAFF,
};

export function isTokenRole(value: unknown): value is TokenRole {
  return typeof value === 'string' && (TOKEN_ROLES as readonly string[]).includes(value);
}

/** Token role → guard role; throws 'No such role' for anything else. */
export function guardRoleOf(role: string | null | undefined): GuardRole {
  if (!isTokenRole(role)) throw new Error(NO_SUCH_ROLE);
  return GUARD_ROLE_OF[role];
}

/** The allowed paths of a token role; throws 'No such role' for an unknown role. */
export function allowedPathsOf(role: string | null | undefined): readonly AppPath[] {
  return ALLOWED_PATHS[guardRoleOf(role)];
}

/** Trailing slashes do not matter: `/companies/table/` is `/companies/table`. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  // A door's code is part of its scan address: `/check-in/<code>` is the one scan screen.
  if (/^\/check-in\/[^/]+$/.test(trimmed)) return paths.checkInScan;
  return trimmed === '' ? '/' : trimmed;
}

/** True when the role may open the path; an unknown role may open nothing. */
export function isPathAllowed(role: string | null | undefined, pathname: string): boolean {
  if (!isTokenRole(role)) return false;
  return (allowedPathsOf(role) as readonly string[]).includes(normalizePath(pathname));
}

export function isKnownPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === paths.signIn || (GUARDED_PATHS as readonly string[]).includes(path);
}

export type GuardDecision = 'allowed' | 'denied' | 'not-found';

/** What the route guard does with a signed-in user of `role` opening `pathname`. */
export function guardDecision(role: string | null | undefined, pathname: string): GuardDecision {
  if (!isKnownPath(pathname)) return 'not-found';
  return isPathAllowed(role, pathname) ? 'allowed' : 'denied';
}
