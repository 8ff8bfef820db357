import { defineMessages, type MessageDescriptor } from 'react-intl';
import { paths } from './paths';
import { isPathAllowed } from './roles';

export const menuMessages = defineMessages({
  myWork: { id: 'menu.myWork', defaultMessage: 'My work' },
  dashboard: { id: 'menu.dashboard', defaultMessage: 'Dashboard' },
  overview: { id: 'menu.dashboard.overview', defaultMessage: 'Overview' },
  kpi: { id: 'menu.dashboard.kpi', defaultMessage: 'KPI' },
  companies: { id: 'menu.companies', defaultMessage: 'Companies' },
  users: { id: 'menu.users', defaultMessage: 'Users' },
  projects: { id: 'menu.projects', defaultMessage: 'Projects' },
  buildings: { id: 'menu.buildings', defaultMessage: 'Buildings' },
  facilities: { id: 'menu.facilities', defaultMessage: 'Facilities' },
  devices: { id: 'menu.devices', defaultMessage: 'Devices' },
  staff: { id: 'menu.staff', defaultMessage: 'Staff' },
  manageSupervisors: { id: 'menu.staff.manageSupervisors', defaultMessage: 'Manage supervisors' },
  cleaners: { id: 'menu.staff.cleaners', defaultMessage: 'Cleaners' },
  workers: { id: 'menu.staff.workers', defaultMessage: 'Workers' },
  schedules: { id: 'menu.staff.schedules', defaultMessage: 'Schedules' },
  leaves: { id: 'menu.staff.leaves', defaultMessage: 'Leaves' },
  issues: { id: 'menu.issues', defaultMessage: 'Issues' },
  inventory: { id: 'menu.inventory', defaultMessage: 'Inventory' },
  feedback: { id: 'menu.feedback', defaultMessage: 'Feedback' },
  usage: { id: 'menu.usage', defaultMessage: 'Usage' },
  visits: { id: 'menu.visits', defaultMessage: 'Visits' },
  webhooks: { id: 'menu.webhooks', defaultMessage: 'Webhooks' },
});

export type MenuKey = keyof typeof menuMessages;

export interface MenuLink {
  key: MenuKey;
  path: string;
  label: MessageDescriptor;
}

export interface MenuGroup {
  key: MenuKey;
  label: MessageDescriptor;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (key: MenuKey, path: string): MenuLink => ({ key, path, label: menuMessages[key] });
const group = (key: MenuKey, children: MenuLink[]): MenuGroup => ({ key, label: menuMessages[key], children });

/** The main menu in its fixed order, after the field staff's own work list. */
export const MAIN_MENU: readonly MenuEntry[] = [
  link('myWork', paths.myWork),
  group('dashboard', [link('overview', paths.dashboard), link('kpi', paths.kpi)]),
  link('companies', paths.companiesTable),
  link('users', paths.usersTable),
  link('projects', paths.projectsTable),
  link('buildings', paths.buildingsTable),
  link('facilities', paths.facilitiesTable),
  link('devices', paths.devicesTable),
  group('staff', [
    link('manageSupervisors', paths.manageSupervisorsTable),
    link('cleaners', paths.cleanersTable),
    link('workers', paths.manageWorkersTable),
    link('schedules', paths.schedulesInfo),
    link('leaves', paths.leaves),
  ]),
  link('issues', paths.issuesTable),
  link('inventory', paths.inventoryTable),
  link('feedback', paths.feedbackTable),
  link('usage', paths.usageTable),
  link('visits', paths.visits),
  link('webhooks', paths.webhooksTable),
];

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'children' in entry;
}

/** The entries a role may see; a group shows only its permitted children, if any. */
export function menuFor(role: string | null | undefined): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of MAIN_MENU) {
    if (isMenuGroup(entry)) {
      const children = entry.children.filter((child) => isPathAllowed(role, child.path));
      if (children.length > 0) visible.push({ ...entry, children });
    } else if (isPathAllowed(role, entry.path)) {
      visible.push(entry);
    }
  }
  return visible;
}

/** Where a role lands after sign-in: the first menu entry it may open, else its profile. */
export function homePathFor(role: string | null | undefined): string {
  const [first] = menuFor(role);
  if (!first) return paths.profile;
  return isMenuGroup(first) ? first.children[0].path : first.path;
}
