// The screens each role may open, as the web itself decides: its role tables (src/config/roles.ts
// and paths.ts, loaded by `routeTables` of a11y-routes.mjs), so a new screen is walked without
// listing it.
// Screens that show one record get a real id from the API, read with the role's own token.
import { items } from './harness.mjs';

/** The first row a list answers, or null. */
async function first(api, token, path) {
  const answer = await api.call(token, 'GET', path);
  return answer.status === 200 ? (items(answer.body)[0] ?? null) : null;
}

const SEGMENTS_OF_EDIT = {
  editAdminAccount: 'admins',
  editLandlordManagerAccount: 'll-managers',
  editCleaningCompanyManagerAccount: 'cc-managers',
  editSupervisorAccount: 'supervisors',
  editCleanerAccount: 'cleaners',
  editWorkerAccount: 'workers',
};

/** How a screen of one record finds its record: `[query key, list to take the first row of]`. */
function recordQueries(paths) {
  const of = (key, list) => async (api, token) => {
    const row = await first(api, token, list);
    return row ? { [key]: row.id } : null;
  };
  const account = (segment) => async (api, token) => {
    const row = await first(api, token, `/users/${segment}?pageSize=1`);
    return row ? { userId: row.id, segment } : null;
  };
  const queries = {
    [paths.companyInfo]: of('companyId', '/companies?pageSize=1'),
    [paths.editCompanyForm]: of('companyId', '/companies?pageSize=1'),
    [paths.projectInfo]: of('projectId', '/projects?pageSize=1'),
    [paths.editProjectForm]: of('projectId', '/projects?pageSize=1'),
    [paths.buildingInfo]: of('buildingId', '/buildings?pageSize=1'),
    [paths.editBuildingForm]: of('buildingId', '/buildings?pageSize=1'),
    [paths.facilityReports]: of('facilityId', '/facilities?pageSize=1'),
    [paths.deviceInfo]: of('deviceId', '/devices?pageSize=1'),
    [paths.editDeviceForm]: of('deviceId', '/devices?pageSize=1'),
    [paths.scheduleInfo]: of('scheduleId', '/schedules?pageSize=1'),
    [paths.editScheduleForm]: of('scheduleId', '/schedules?pageSize=1'),
    [paths.leaveInfo]: of('leaveId', '/leaves?pageSize=1'),
    [paths.createAdHocTaskForm]: of('issueId', `/issues?pageSize=1&filter=${encodeURIComponent('status:"OPENED"')}`),
    [paths.adHocTaskInfo]: of('taskId', '/tasks?pageSize=1'),
    [paths.inventoryInfo]: of('inventoryId', '/inventory?pageSize=1'),
    [paths.editInventoryForm]: of('inventoryId', '/inventory?pageSize=1'),
    // Issue types are a fixed catalogue: one of them by its id.
    [paths.editIssueTypeForm]: async () => ({ issueTypeId: 'odour' }),
    // An account of the first segment the role reads.
    [paths.userInfo]: async (api, token) => {
      for (const segment of Object.values(SEGMENTS_OF_EDIT).reverse()) {
        const found = await account(segment)(api, token);
        if (found) return found;
      }
      return null;
    },
  };
  for (const [key, segment] of Object.entries(SEGMENTS_OF_EDIT)) queries[paths[key]] = account(segment);
  return queries;
}

/**
 * The addresses a role's walk opens: every path it may open, a record's screen with a record
 * of its own, and the issues table once more with an issue open (`?issueId=`).
 */
export async function addressesOf(config, api, token, role) {
  const queries = recordQueries(config.paths);
  const addresses = [];
  for (const path of config.allowedPathsOf(role)) {
    const query = queries[path] ? await queries[path](api, token) : {};
    if (query === null) {
      addresses.push({ path, skipped: 'no record to show' });
      continue;
    }
    addresses.push({ path, url: `${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}` });
    if (path === config.paths.issuesTable) {
      const issue = await first(api, token, '/issues?pageSize=1');
      if (issue) addresses.push({ path, url: `${path}?issueId=${issue.id}` });
    }
    if (path === config.paths.schedules) addresses.push({ path, url: `${path}?view=list` });
  }
  return addresses;
}
