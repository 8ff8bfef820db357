import type { RouteObject } from 'react-router';
import { NotFound } from '@/components/errors/not-found';
import { RouteError } from '@/components/errors/route-error';
import { paths } from '@/config/paths';
import { lazyComponent } from '@/lib/lazy-route';
import { FirstAllowed } from './routes/first-allowed';

const index = (...candidates: string[]): RouteObject => ({
  index: true,
  element: <FirstAllowed candidates={candidates} />,
});

type AccountKind = 'admin' | 'll-manager' | 'cc-manager' | 'supervisor' | 'cleaner' | 'worker';

const ACCOUNT_ROUTES: { kind: AccountKind; create: string; edit: string }[] = [
  { kind: 'admin', create: paths.createAdminAccount, edit: paths.editAdminAccount },
  { kind: 'cc-manager', create: paths.createCleaningCompanyManagerAccount, edit: paths.editCleaningCompanyManagerAccount },
  { kind: 'cleaner', create: paths.createCleanerAccount, edit: paths.editCleanerAccount },
  { kind: 'll-manager', create: paths.createLandlordManagerAccount, edit: paths.editLandlordManagerAccount },
  { kind: 'supervisor', create: paths.createSupervisorAccount, edit: paths.editSupervisorAccount },
  { kind: 'worker', create: paths.createWorkerAccount, edit: paths.editWorkerAccount },
];

const STAFF_TABLES: { path: string; segment: 'supervisors' | 'cleaners' | 'workers' }[] = [
  { path: paths.manageSupervisorsTable, segment: 'supervisors' },
  { path: paths.cleanersTable, segment: 'cleaners' },
  { path: paths.manageWorkersTable, segment: 'workers' },
];

/**
 * The screens of the signed-in console, inside its layout (router.tsx); each screen is its own
 * lazily loaded chunk, and this table too, so the sign-in page does not carry it.
 */
export const consoleRoutes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    children: [
      {
        path: paths.myWork,
        lazy: lazyComponent(() => import('@/features/my-work/routes/my-work').then((m) => m.MyWorkRoute)),
      },
      {
        path: `${paths.checkInScan}/:code`,
        lazy: lazyComponent(() => import('@/features/check-in-scan/routes/check-in-scan').then((m) => m.CheckInScanRoute)),
      },
      {
        path: paths.dashboard,
        lazy: lazyComponent(() => import('@/features/dashboard/routes/dashboard').then((m) => m.DashboardRoute)),
      },
      {
        path: paths.kpi,
        lazy: lazyComponent(() => import('@/features/dashboard/routes/kpi').then((m) => m.KpiRoute)),
      },

      { path: paths.companies, children: [index(paths.companiesTable)] },
      {
        path: paths.companiesTable,
        lazy: lazyComponent(() => import('@/features/companies/routes/companies-table').then((m) => m.CompaniesTableRoute)),
      },
      {
        path: paths.companyInfo,
        lazy: lazyComponent(() => import('@/features/companies/routes/company-info').then((m) => m.CompanyInfoRoute)),
      },
      {
        path: paths.newCompanyForm,
        lazy: lazyComponent(() => import('@/features/companies/routes/new-company-form').then((m) => m.NewCompanyFormRoute)),
      },
      {
        path: paths.editCompanyForm,
        lazy: lazyComponent(() => import('@/features/companies/routes/edit-company-form').then((m) => m.EditCompanyFormRoute)),
      },

      { path: paths.users, children: [index(paths.usersTable)] },
      {
        path: paths.usersTable,
        lazy: lazyComponent(() => import('@/features/users/routes/users-table').then((m) => m.UsersTableRoute)),
      },
      {
        path: paths.userInfo,
        lazy: lazyComponent(() => import('@/features/users/routes/user-info').then((m) => m.UserInfoRoute)),
      },
      ...ACCOUNT_ROUTES.flatMap(({ kind, create, edit }): RouteObject[] => [
        {
          path: create,
          lazy: lazyComponent(() =>
            import('@/features/users/routes/create-account').then(
              ({ CreateAccountRoute }) =>
                function CreateAccount() {
                  return <CreateAccountRoute kind={kind} />;
                },
            ),
          ),
        },
        {
          path: edit,
          lazy: lazyComponent(() =>
            import('@/features/users/routes/edit-account').then(
              ({ EditAccountRoute }) =>
                function EditAccount() {
                  return <EditAccountRoute kind={kind} />;
                },
            ),
          ),
        },
      ]),

      { path: paths.projects, children: [index(paths.projectsTable)] },
      {
        path: paths.projectsTable,
        lazy: lazyComponent(() => import('@/features/projects/routes/projects-table').then((m) => m.ProjectsTableRoute)),
      },
      {
        path: paths.projectInfo,
        lazy: lazyComponent(() => import('@/features/projects/routes/project-info').then((m) => m.ProjectInfoRoute)),
      },
      {
        path: paths.createProjectForm,
        lazy: lazyComponent(() => import('@/features/projects/routes/create-project-form').then((m) => m.CreateProjectFormRoute)),
      },
      {
        path: paths.editProjectForm,
        lazy: lazyComponent(() => import('@/features/projects/routes/edit-project-form').then((m) => m.EditProjectFormRoute)),
      },

      { path: paths.buildings, children: [index(paths.buildingsTable)] },
      {
        path: paths.buildingsTable,
        lazy: lazyComponent(() => import('@/features/buildings/routes/buildings-table').then((m) => m.BuildingsTableRoute)),
      },
      {
        path: paths.buildingInfo,
        lazy: lazyComponent(() => import('@/features/buildings/routes/building-info').then((m) => m.BuildingInfoRoute)),
      },
      {
        path: paths.createBuildingForm,
        lazy: lazyComponent(() => import('@/features/buildings/routes/create-building-form').then((m) => m.CreateBuildingFormRoute)),
      },
      {
        path: paths.editBuildingForm,
        lazy: lazyComponent(() => import('@/features/buildings/routes/edit-building-form').then((m) => m.EditBuildingFormRoute)),
      },

      { path: paths.facilities, children: [index(paths.facilitiesTable)] },
      {
        path: paths.facilitiesTable,
        lazy: lazyComponent(() => import('@/features/facilities/routes/facilities-table').then((m) => m.FacilitiesTableRoute)),
      },
      {
        path: paths.facilityReports,
        lazy: lazyComponent(() => import('@/features/facilities/routes/facility-reports').then((m) => m.FacilityReportsRoute)),
      },

      { path: paths.devices, children: [index(paths.devicesTable)] },
      {
        path: paths.devicesTable,
        lazy: lazyComponent(() => import('@/features/devices/routes/devices-table').then((m) => m.DevicesTableRoute)),
      },
      {
        path: paths.editDeviceForm,
        lazy: lazyComponent(() => import('@/features/devices/routes/edit-device-form').then((m) => m.EditDeviceFormRoute)),
      },
      {
        path: paths.deviceInfo,
        lazy: lazyComponent(() => import('@/features/devices/routes/device-info').then((m) => m.DeviceInfoRoute)),
      },

      {
        path: paths.staff,
        children: [
          index(paths.manageSupervisorsTable, paths.cleanersTable, paths.manageWorkersTable, paths.schedulesInfo, paths.leavesTable),
        ],
      },
      { path: paths.cleaners, children: [index(paths.cleanersTable)] },
      { path: paths.manageWorkers, children: [index(paths.manageWorkersTable)] },
      { path: paths.manageSupervisors, children: [index(paths.manageSupervisorsTable)] },
      ...STAFF_TABLES.map(
        ({ path, segment }): RouteObject => ({
          path,
          lazy: lazyComponent(() =>
            import('@/features/users/routes/staff-table').then(
              ({ StaffTableRoute }) =>
                function StaffTable() {
                  return <StaffTableRoute segment={segment} />;
                },
            ),
          ),
        }),
      ),
      {
        path: paths.schedules,
        lazy: lazyComponent(() => import('@/features/schedules/routes/schedules').then((m) => m.SchedulesRoute)),
      },
      {
        path: paths.schedulesInfo,
        lazy: lazyComponent(() => import('@/features/schedules/routes/schedules').then((m) => m.SchedulesRoute)),
      },
      {
        path: paths.createScheduleForm,
        lazy: lazyComponent(() => import('@/features/schedules/routes/create-schedule-form').then((m) => m.CreateScheduleFormRoute)),
      },
      {
        path: paths.editScheduleForm,
        lazy: lazyComponent(() => import('@/features/schedules/routes/edit-schedule-form').then((m) => m.EditScheduleFormRoute)),
      },
      {
        path: paths.scheduleInfo,
        lazy: lazyComponent(() => import('@/features/schedules/routes/schedule-info').then((m) => m.ScheduleInfoRoute)),
      },
      {
        path: paths.leaves,
        lazy: lazyComponent(() => import('@/features/leaves/routes/leaves-calendar').then((m) => m.LeavesCalendarRoute)),
      },
      {
        path: paths.leavesTable,
        lazy: lazyComponent(() => import('@/features/leaves/routes/leaves-table').then((m) => m.LeavesTableRoute)),
      },
      {
        path: paths.leaveInfo,
        lazy: lazyComponent(() => import('@/features/leaves/routes/leave-info').then((m) => m.LeaveInfoRoute)),
      },
      {
        path: paths.createLeaveForm,
        lazy: lazyComponent(() => import('@/features/leaves/routes/create-leave-form').then((m) => m.CreateLeaveFormRoute)),
      },

      { path: paths.feedback, children: [index(paths.feedbackTable)] },
      {
        path: paths.feedbackTable,
        lazy: lazyComponent(() => import('@/features/feedback/routes/feedback-table').then((m) => m.FeedbackTableRoute)),
      },
      { path: paths.usage, children: [index(paths.usageTable)] },
      {
        path: paths.usageTable,
        lazy: lazyComponent(() => import('@/features/usage/routes/usage-table').then((m) => m.UsageTableRoute)),
      },
      { path: paths.checkIns, children: [index(paths.visits)] },
      {
        path: paths.visits,
        lazy: lazyComponent(() => import('@/features/check-ins/routes/visits').then((m) => m.VisitsRoute)),
      },
      {
        path: paths.checkInsTable,
        lazy: lazyComponent(() => import('@/features/check-ins/routes/check-ins-table').then((m) => m.CheckInsTableRoute)),
      },
      {
        path: paths.reports,
        lazy: lazyComponent(() => import('@/features/reports/routes/reports').then((m) => m.ReportsRoute)),
      },

      { path: paths.setting, children: [index(paths.language)] },
      {
        path: paths.language,
        lazy: lazyComponent(() => import('@/features/settings/routes/language').then((m) => m.LanguageRoute)),
      },
      {
        path: paths.timezone,
        lazy: lazyComponent(() => import('@/features/settings/routes/timezone').then((m) => m.TimezoneRoute)),
      },

      { path: paths.userArea, children: [index(paths.profile)] },
      {
        path: paths.profile,
        lazy: lazyComponent(() => import('@/features/profile/routes/profile').then((m) => m.ProfileRoute)),
      },

      { path: paths.issues, children: [index(paths.issuesTable)] },
      {
        path: paths.issuesTable,
        lazy: lazyComponent(() => import('@/features/issues/routes/issues-table').then((m) => m.IssuesTableRoute)),
      },
      {
        path: paths.createIssueForm,
        lazy: lazyComponent(() => import('@/features/issues/routes/create-issue-form').then((m) => m.CreateIssueFormRoute)),
      },
      {
        path: paths.createAdHocTaskForm,
        lazy: lazyComponent(() =>
          import('@/features/issues/routes/create-ad-hoc-task-form').then((m) => m.CreateAdHocTaskFormRoute),
        ),
      },
      {
        path: paths.adHocTaskInfo,
        lazy: lazyComponent(() => import('@/features/issues/routes/ad-hoc-task-info').then((m) => m.AdHocTaskInfoRoute)),
      },
      {
        path: paths.issueTypes,
        lazy: lazyComponent(() => import('@/features/issues/routes/issue-types').then((m) => m.IssueTypesRoute)),
      },
      {
        path: paths.editIssueTypeForm,
        lazy: lazyComponent(() => import('@/features/issues/routes/edit-issue-type-form').then((m) => m.EditIssueTypeFormRoute)),
      },

      { path: paths.notifications, children: [index(paths.notificationsTable)] },
      {
        path: paths.notificationsTable,
        lazy: lazyComponent(() =>
          import('@/features/notifications/routes/notifications-table').then((m) => m.NotificationsTableRoute),
        ),
      },

      { path: paths.inventory, children: [index(paths.inventoryTable)] },
      {
        path: paths.inventoryTable,
        lazy: lazyComponent(() => import('@/features/inventory/routes/inventory-table').then((m) => m.InventoryTableRoute)),
      },
      {
        path: paths.inventoryInfo,
        lazy: lazyComponent(() => import('@/features/inventory/routes/inventory-info').then((m) => m.InventoryInfoRoute)),
      },
      {
        path: paths.editInventoryForm,
        lazy: lazyComponent(() => import('@/features/inventory/routes/edit-inventory-form').then((m) => m.EditInventoryFormRoute)),
      },
      {
        path: paths.inventoryForm,
        lazy: lazyComponent(() => import('@/features/inventory/routes/inventory-form').then((m) => m.InventoryFormRoute)),
      },

      { path: paths.webhooks, children: [index(paths.webhooksTable)] },
      {
        path: paths.webhooksTable,
        lazy: lazyComponent(() => import('@/features/webhooks/routes/webhooks-table').then((m) => m.WebhooksTableRoute)),
      },
      {
        path: paths.webhookInfo,
        lazy: lazyComponent(() => import('@/features/webhooks/routes/webhook-info').then((m) => m.WebhookInfoRoute)),
      },
      {
        path: paths.newWebhookForm,
        lazy: lazyComponent(() => import('@/features/webhooks/routes/new-webhook-form').then((m) => m.NewWebhookFormRoute)),
      },

      { path: '*', Component: NotFound },
    ],
  },
];
