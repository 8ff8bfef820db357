import { describe, expect, it } from 'vitest';
import { homePathFor, isMenuGroup, menuFor, type MenuEntry } from './menu';
import { paths } from './paths';
import { ALLOWED_PATHS, guardDecision, guardRoleOf, isPathAllowed, NO_SUCH_ROLE, TOKEN_ROLES } from './roles';

const keys = (entries: MenuEntry[]) =>
  entries.map((entry) => (isMenuGroup(entry) ? `${entry.key}[${entry.children.map((c) => c.key).join(',')}]` : entry.key));

describe('role mapping', () => {
  it('maps every token role to its guard role', () => {
    expect(TOKEN_ROLES.map(guardRoleOf)).toEqual([
      'SystemAdmin',
      'LandLordManager',
      'LandLordManager',
      'CleaningCompanyManager',
      'CleaningCompanyManager',
      'CleaningCompanySupervisor',
      'CleaningCompanyCleaner',
      'CleaningCompanyWorker',
    ]);
  });

  it("fails with 'No such role' for anything else", () => {
    expect(() => guardRoleOf('janitor')).toThrow(NO_SUCH_ROLE);
    expect(() => guardRoleOf(null)).toThrow('No such role');
    expect(isPathAllowed('janitor', paths.dashboard)).toBe(false);
  });
});

describe('main menu per role', () => {
  it('shows the system administrator everything, in order', () => {
    expect(keys(menuFor('admin'))).toEqual([
      'dashboard[overview,kpi]',
      'companies',
      'users',
      'projects',
      'buildings',
      'facilities',
      'devices',
      'staff[manageSupervisors,cleaners,workers,schedules,leaves]',
      'issues',
      'inventory',
      'feedback',
      'usage',
      'visits',
      'webhooks',
    ]);
  });

  it('gives landlord managers no staff, companies or inventory', () => {
    for (const role of ['ll-manager', 'll-admin']) {
      expect(keys(menuFor(role))).toEqual([
        'dashboard[overview,kpi]',
        'users',
        'projects',
        'buildings',
        'facilities',
        'devices',
        'issues',
        'feedback',
        'usage',
        'visits',
        'webhooks',
      ]);
    }
  });

  it('gives cleaning company managers staff but no buildings, companies or inventory', () => {
    expect(keys(menuFor('cc-manager'))).toEqual([
      'dashboard[overview,kpi]',
      'users',
      'projects',
      'devices',
      'staff[manageSupervisors,cleaners,workers,schedules,leaves]',
      'issues',
      'feedback',
      'usage',
      'visits',
      'webhooks',
    ]);
  });

  it('gives supervisors cleaners and workers but not supervisor management', () => {
    expect(keys(menuFor('supervisor'))).toEqual(['dashboard[overview,kpi]', 'staff[cleaners,workers,schedules,leaves]', 'issues', 'feedback', 'visits']);
  });

  it('gives cleaners and workers their work, schedules, leaves and issues only, and lands them on their work', () => {
    expect(keys(menuFor('cleaner'))).toEqual(['myWork', 'staff[schedules,leaves]', 'issues']);
    expect(keys(menuFor('worker'))).toEqual(['myWork', 'staff[schedules,leaves]', 'issues']);
    expect(homePathFor('cleaner')).toBe(paths.myWork);
    expect(homePathFor('worker')).toBe(paths.myWork);
    expect(homePathFor('admin')).toBe(paths.dashboard);
    expect(homePathFor('supervisor')).toBe(paths.dashboard);
  });

  it('shows nothing to an unknown role', () => {
    expect(menuFor('janitor')).toEqual([]);
    expect(homePathFor('janitor')).toBe(paths.profile);
  });
});

describe('route guard decisions', () => {
  it('lets each role open exactly its allowed list', () => {
    expect(guardDecision('admin', paths.inventoryForm)).toBe('allowed');
    expect(guardDecision('cleaner', paths.companiesTable)).toBe('denied');
    expect(guardDecision('cleaner', paths.createLeaveForm)).toBe('allowed');
    expect(guardDecision('worker', paths.editScheduleForm)).toBe('denied');
    expect(guardDecision('cc-manager', paths.createProjectForm)).toBe('denied');
    expect(guardDecision('cc-manager', paths.projectInfo)).toBe('allowed');
    expect(guardDecision('cc-manager', paths.createWorkerAccount)).toBe('allowed');
    expect(guardDecision('cc-manager', paths.createLandlordManagerAccount)).toBe('denied');
    expect(guardDecision('ll-manager', paths.createLandlordManagerAccount)).toBe('allowed');
    expect(guardDecision('ll-manager', paths.manageSupervisorsTable)).toBe('denied');
    expect(guardDecision('supervisor', paths.userInfo)).toBe('allowed');
    expect(guardDecision('supervisor', paths.usersTable)).toBe('denied');
  });

  it('keeps the workforce screens to the roles of docs/roles.md', () => {
    for (const role of ['ll-manager', 'll-admin']) {
      for (const path of [paths.schedulesInfo, paths.leaves, paths.leaveInfo, paths.inventoryTable, paths.myWork]) {
        expect(guardDecision(role, path)).toBe('denied');
      }
    }
    for (const role of ['cleaner', 'worker']) {
      for (const path of [
        paths.schedulesInfo,
        paths.scheduleInfo,
        paths.createScheduleForm,
        paths.leaves,
        paths.leavesTable,
        paths.leaveInfo,
        paths.createLeaveForm,
        paths.myWork,
      ]) {
        expect(guardDecision(role, path)).toBe('allowed');
      }
      for (const path of [paths.editScheduleForm, paths.inventoryTable, paths.inventoryInfo]) {
        expect(guardDecision(role, path)).toBe('denied');
      }
    }
    for (const role of ['admin', 'cc-manager', 'supervisor']) {
      expect(guardDecision(role, paths.createScheduleForm)).toBe('allowed');
      expect(guardDecision(role, paths.leaveInfo)).toBe('allowed');
      expect(guardDecision(role, paths.myWork)).toBe('denied');
    }
    // Inventory is the system administrator's alone (docs/roles.md).
    expect(guardDecision('admin', paths.inventoryForm)).toBe('allowed');
    for (const role of ['cc-manager', 'cc-admin', 'supervisor']) expect(guardDecision(role, paths.inventoryForm)).toBe('denied');
  });

  it('lets every role reach its settings and profile', () => {
    for (const role of TOKEN_ROLES) {
      for (const path of [paths.language, paths.timezone, paths.profile]) expect(guardDecision(role, path)).toBe('allowed');
    }
  });

  it('answers not-found for unknown paths, whatever the role', () => {
    expect(guardDecision('admin', '/no/such/page')).toBe('not-found');
    expect(guardDecision('admin', '/companies/table/')).toBe('allowed');
  });

  it('lists only real paths', () => {
    const all = new Set<string>(Object.values(paths));
    for (const list of Object.values(ALLOWED_PATHS)) for (const path of list) expect(all.has(path)).toBe(true);
  });
});

describe('the webhooks screens', () => {
  it('open to the system administrator and the landlords’ and cleaning companies’ managers only (docs/alerts.md)', () => {
    const managers = ['admin', 'll-admin', 'll-manager', 'cc-admin', 'cc-manager'];
    for (const role of TOKEN_ROLES) {
      for (const path of [paths.webhooksTable, paths.webhookInfo, paths.newWebhookForm]) {
        expect(isPathAllowed(role, path), `${role} ${path}`).toBe(managers.includes(role));
      }
    }
  });
});

describe('the KPI screen', () => {
  it('opens under the dashboard’s menu to every role that sees the dashboard, and to no other', () => {
    for (const role of TOKEN_ROLES) {
      expect(isPathAllowed(role, paths.kpi)).toBe(isPathAllowed(role, paths.dashboard));
    }
    expect(isPathAllowed('cleaner', paths.kpi)).toBe(false);
    const dashboard = menuFor('cc-manager').find((entry) => entry.key === 'dashboard');
    expect(dashboard && isMenuGroup(dashboard) ? dashboard.children.map((child) => child.path) : []).toEqual([paths.dashboard, paths.kpi]);
  });
});
