/**
 * Every route of the web client. Ids travel as query parameters (`?companyId=`),
 * so the path values stay fixed and the role tables can list them verbatim.
 */
export const paths = {
  signIn: '/',
  dashboard: '/dashboard',
  /** Response times per building, cleaning company, staff member and issue type, against the targets. */
  kpi: '/dashboard/kpi',
  /** A cleaner's or worker's open issues and tasks: where they land after sign-in. */
  myWork: '/my-work',

  users: '/users',
  usersTable: '/users/table',
  userInfo: '/users/user-info',
  createAdminAccount: '/users/create-admin-account',
  createCleaningCompanyManagerAccount: '/users/create-cleaning-company-manager-account',
  createCleanerAccount: '/users/create-cleaner-account',
  createLandlordManagerAccount: '/users/create-landlord-manager-account',
  createSupervisorAccount: '/users/create-supervisor-account',
  createWorkerAccount: '/users/create-worker-account',
  editAdminAccount: '/users/edit-admin-account',
  editCleaningCompanyManagerAccount: '/users/edit-cleaning-company-manager-account',
  editCleanerAccount: '/users/edit-cleaner-account',
  editLandlordManagerAccount: '/users/edit-landlord-manager-account',
  editSupervisorAccount: '/users/edit-supervisor-account',
  editWorkerAccount: '/users/edit-worker-account',

  projects: '/projects',
  projectsTable: '/projects/table',
  projectInfo: '/projects/project-info',
  createProjectForm: '/projects/create-project-form',
  editProjectForm: '/projects/edit-project-form',

  buildings: '/buildings',
  buildingsTable: '/buildings/table',
  buildingInfo: '/buildings/building-info',
  createBuildingForm: '/buildings/create-building-form',
  editBuildingForm: '/buildings/edit-building-form',

  facilities: '/facilities',
  facilitiesTable: '/facilities/table',
  facilityReports: '/facilities/facility-reports',

  devices: '/devices',
  devicesTable: '/devices/table-view',
  editDeviceForm: '/devices/edit-device-form',
  deviceInfo: '/devices/device-info',

  staff: '/staff',
  cleaners: '/staff/cleaners',
  cleanersTable: '/staff/cleaners/table',
  schedules: '/staff/schedules',
  schedulesInfo: '/staff/schedules/info',
  createScheduleForm: '/staff/schedules/create-schedule-form',
  editScheduleForm: '/staff/schedules/edit-schedule-form',
  scheduleInfo: '/staff/schedules/schedule-info',
  leaves: '/staff/leaves',
  leavesTable: '/staff/leaves/table',
  leaveInfo: '/staff/leaves/leave-info',
  createLeaveForm: '/staff/leaves/create-leave-form',
  manageWorkers: '/staff/manage-workers',
  manageWorkersTable: '/staff/manage-workers/table',
  manageSupervisors: '/staff/manage-supervisors',
  manageSupervisorsTable: '/staff/manage-supervisors/table',

  feedback: '/feedback',
  feedbackTable: '/feedback/table',
  usage: '/usage',
  usageTable: '/usage/table',
  /** Staff check-ins at the toilets' doors: visits per toilet and day, and one toilet's check-ins. */
  checkIns: '/check-ins',
  visits: '/check-ins/visits',
  checkInsTable: '/check-ins/table',
  /** The QR code on a facility's door opens `/check-in/<code>`: one screen for every code. */
  checkInScan: '/check-in',
  reports: '/reports',

  setting: '/setting',
  language: '/setting/language',
  timezone: '/setting/timezone',

  userArea: '/user/area',
  profile: '/user/area/profile',

  issues: '/issues',
  issuesTable: '/issues/table',
  createIssueForm: '/issues/create-issue-form',
  createAdHocTaskForm: '/issues/create-ad-hoc-task-form',
  adHocTaskInfo: '/issues/ad-hoc-task-info',
  /** Each issue type's target, whether it resolves itself and its escalation steps (the administrator's). */
  issueTypes: '/issues/issue-types',
  editIssueTypeForm: '/issues/edit-issue-type-form',

  companies: '/companies',
  companiesTable: '/companies/table',
  companyInfo: '/companies/company-info',
  newCompanyForm: '/companies/new-company-form',
  editCompanyForm: '/companies/edit-company-form',

  notifications: '/notifications',
  notificationsTable: '/notifications/table',

  inventory: '/inventory',
  inventoryTable: '/inventory/table',
  inventoryInfo: '/inventory/inventory-info',
  editInventoryForm: '/inventory/edit-inventory-form',
  inventoryForm: '/inventory/inventory-form',

  /** Signed messages about issues posted to addresses outside (docs/alerts.md). */
  webhooks: '/webhooks',
  webhooksTable: '/webhooks/table',
  webhookInfo: '/webhooks/webhook-info',
  newWebhookForm: '/webhooks/new-webhook-form',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Every guarded path (all of them except sign-in). */
export const GUARDED_PATHS: readonly AppPath[] = Object.values(paths).filter(
  (path) => path !== paths.signIn,
);

/** Builds `path?key=value` leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
