// The screens the accessibility and Chinese tests open, derived from the console's own route tables
// (src/config/roles.ts, paths.ts, menu.ts, public-paths.ts) rather than a list kept here: a
// screen added to a role's table is checked without touching the test. Info and edit screens
// get a real id from the demo estate through the API.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { items, webui } from './harness.mjs';

/** Loads one of the console's TypeScript modules as Node sees it (Vite transpiles it). */
async function load(relative) {
  const src = join(webui, 'src');
  const { module } = await runnerImport(join(src, relative), {
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': src } },
  });
  return module;
}

/** The route tables: paths, who may open them, the menu, the public pages, the account kinds. */
export async function routeTables() {
  const [{ paths, withQuery }, { ALLOWED_PATHS, GUARD_ROLE_OF, allowedPathsOf }, { menuFor }, { visitPath, publicPaths }, { KINDS }] =
    await Promise.all([
      load('config/paths.ts'),
      load('config/roles.ts'),
      load('config/menu.ts'),
      load('config/public-paths.ts'),
      load('features/users/kinds.ts'),
    ]);
  return { paths, withQuery, ALLOWED_PATHS, GUARD_ROLE_OF, allowedPathsOf, menuFor, visitPath, publicPaths, KINDS };
}

/** A demo account of each guard role (README's demo accounts). */
const DEMO_ACCOUNTS = {
  SystemAdmin: 'admin@example.com',
  LandLordManager: 'landlord@example.com',
  CleaningCompanyManager: 'cc-manager@example.com',
  CleaningCompanySupervisor: 'supervisor@example.com',
  CleaningCompanyCleaner: 'cleaner@example.com',
  CleaningCompanyWorker: 'worker@example.com',
};

const first = async (api, token, path) => {
  const [row] = items(await api.get(token, path));
  assert.ok(row, `the demo estate has something at ${path}`);
  return row;
};

/**
 * A live corner of the demo estate to show: an open issue at one of the cleaner's
 * facilities with an ad hoc task for the cleaner, and one record of every other kind.
 */
export async function demoRecords(api) {
  const admin = await api.token('admin@example.com');
  const supervisor = await api.token('supervisor@example.com');
  const cleaner = items(await api.get(admin, '/users/cleaners?search=cleaner%40example.com')).find(
    (row) => row.loginName === 'cleaner@example.com',
  );
  const [facility] = items(await api.get(admin, `/users/cleaners/${cleaner.id}/facilities`));
  const opened = await api.call(supervisor, 'POST', '/issues', { facilityId: facility.id, issueType: 'general-issue' });
  assert.equal(opened.status, 201, JSON.stringify(opened.body));
  const task = await api.call(supervisor, 'POST', '/tasks', {
    issueId: opened.body.id,
    title: 'Replace the bin liner',
    type: 'Restock',
    staffRole: 'cleaner',
    staffId: cleaner.id,
  });
  assert.equal(task.status, 201, JSON.stringify(task.body));
  const users = {};
  for (const segment of ['admins', 'll-managers', 'cc-managers', 'supervisors', 'cleaners', 'workers']) {
    users[segment] = (await first(api, admin, `/users/${segment}?pageSize=1`)).id;
  }
  const link = await api.get(admin, `/facilities/${facility.id}/feedback-link`);
  const reset = await api.call(admin, 'POST', `/users/workers/${users.workers}/password-reset`);
  assert.equal(reset.status, 201, JSON.stringify(reset.body));
  const idOf = async (path) => (await first(api, admin, `${path}?pageSize=1`)).id;
  // A webhook's page needs one; nothing listens at its address.
  const webhook = await api.call(admin, 'POST', '/webhooks', { url: 'http://127.0.0.1:9/a11y', kinds: ['issue.opened'], secret: 'a-secret-for-the-audit' });
  assert.equal(webhook.status, 201, JSON.stringify(webhook.body));
  return {
    webhook: webhook.body.id,
    issue: opened.body.id,
    task: task.body.id,
    facility: facility.id,
    cleaner: cleaner.id,
    users,
    company: await idOf('/companies'),
    project: await idOf('/projects'),
    building: await idOf('/buildings'),
    device: await idOf('/devices'),
    schedule: await idOf('/schedules'),
    leave: await idOf('/leaves'),
    inventory: await idOf('/inventory'),
    visitToken: link.token,
    resetToken: new URL(reset.body.url).searchParams.get('token'),
  };
}

/** The query each info or edit screen needs, keyed by its path. */
function queries(tables, ids) {
  const { paths } = tables;
  const query = {
    [paths.userInfo]: { userId: ids.users.cleaners, segment: 'cleaners' },
    [paths.projectInfo]: { projectId: ids.project },
    [paths.editProjectForm]: { projectId: ids.project },
    [paths.buildingInfo]: { buildingId: ids.building },
    [paths.editBuildingForm]: { buildingId: ids.building },
    [paths.facilityReports]: { facilityId: ids.facility },
    [paths.deviceInfo]: { deviceId: ids.device },
    [paths.editDeviceForm]: { deviceId: ids.device },
    [paths.scheduleInfo]: { scheduleId: ids.schedule },
    [paths.editScheduleForm]: { scheduleId: ids.schedule },
    [paths.leaveInfo]: { leaveId: ids.leave },
    [paths.createAdHocTaskForm]: { issueId: ids.issue },
    [paths.adHocTaskInfo]: { taskId: ids.task },
    [paths.companyInfo]: { companyId: ids.company },
    [paths.editCompanyForm]: { companyId: ids.company },
    [paths.inventoryInfo]: { inventoryId: ids.inventory },
    [paths.editInventoryForm]: { inventoryId: ids.inventory },
    [paths.webhookInfo]: { webhookId: ids.webhook },
    // Issue types are a fixed catalogue: one of them by its id.
    [paths.editIssueTypeForm]: { issueTypeId: 'odour' },
  };
  for (const kind of tables.KINDS) query[kind.editPath] = { userId: ids.users[kind.segment] };
  return query;
}

/** Second looks at screens whose path shows something else with another query. */
function variants(tables, ids) {
  const { paths, withQuery } = tables;
  return [
    withQuery(paths.issuesTable, { issueId: ids.issue }),
    withQuery(paths.schedulesInfo, { view: 'list' }),
    // Without an id the device form registers a new device.
    paths.editDeviceForm,
  ];
}

/**
 * Every screen to check, as `{ account, url }`: all the administrator may open, each with its
 * id, then the screens only other roles see (each opened by a demo account of such a role).
 */
export function consoleScreens(tables, ids) {
  const { ALLOWED_PATHS, withQuery } = tables;
  const query = queries(tables, ids);
  const urlOf = (path) => (query[path] ? withQuery(path, query[path]) : path);
  const screens = ALLOWED_PATHS.SystemAdmin.map((path) => ({ account: DEMO_ACCOUNTS.SystemAdmin, url: urlOf(path) }));
  screens.push(...variants(tables, ids).map((url) => ({ account: DEMO_ACCOUNTS.SystemAdmin, url })));
  const adminPaths = new Set(ALLOWED_PATHS.SystemAdmin);
  for (const [role, allowed] of Object.entries(ALLOWED_PATHS)) {
    for (const path of allowed) {
      if (adminPaths.has(path) || screens.some((screen) => screen.url === urlOf(path))) continue;
      screens.push({ account: DEMO_ACCOUNTS[role], url: urlOf(path) });
    }
  }
  return screens;
}

/** The menu's screens of the administrator and of a cleaner: what a phone opens most. */
export function mainScreens(tables) {
  const { menuFor, GUARD_ROLE_OF } = tables;
  const screensOf = (tokenRole) => {
    const account = DEMO_ACCOUNTS[GUARD_ROLE_OF[tokenRole]];
    return menuFor(tokenRole).flatMap((entry) => (entry.children ?? [entry]).map(({ path }) => ({ account, url: path })));
  };
  const admin = screensOf('admin');
  return [...admin, ...screensOf('cleaner').filter(({ url }) => !admin.some((screen) => screen.url === url))];
}

/** The pages anyone may open without signing in. */
export function publicScreens(tables, ids) {
  const { paths, publicPaths, visitPath, withQuery } = tables;
  return [
    { account: null, url: paths.signIn },
    { account: null, url: visitPath(ids.visitToken) },
    { account: null, url: withQuery(publicPaths.resetPassword, { token: ids.resetToken }) },
  ];
}
