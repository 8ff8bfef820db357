import { describe, expect, it } from 'vitest';
import { CALLERS, mayCall, SCREEN_CALLS, SECTION_CALLS, type OperationId } from './calls';
import { isMenuGroup, MAIN_MENU, menuFor, type MenuLink } from './menu';
import { paths, type AppPath } from './paths';
import { guardRoleOf, isPathAllowed, TOKEN_ROLES } from './roles';

const screens = Object.entries(SCREEN_CALLS) as [AppPath, readonly OperationId[]][];
const links = (entries: ReturnType<typeof menuFor> | typeof MAIN_MENU): MenuLink[] =>
  entries.flatMap((entry) => (isMenuGroup(entry) ? entry.children : [entry]));
const mayUse = (role: string, path: AppPath) => (SCREEN_CALLS[path] ?? []).every((operation) => mayCall(role, operation));

describe('the screens and the calls they make', () => {
  it('open a schedule, inventory or webhook screen to exactly the roles the server lets make its calls', () => {
    const wrong: string[] = [];
    for (const [path] of screens) {
      for (const role of TOKEN_ROLES) {
        if (isPathAllowed(role, path) !== mayUse(role, path)) wrong.push(`${role} ${path}: route ${isPathAllowed(role, path)}, calls ${mayUse(role, path)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('show the menu entry of such a screen to exactly those roles', () => {
    const entries = links(MAIN_MENU).filter((link) => link.path in SCREEN_CALLS);
    expect(entries.map((link) => link.key)).toEqual(['schedules', 'inventory', 'visits', 'webhooks']);
    for (const role of TOKEN_ROLES) {
      const shown = new Set(links(menuFor(role)).map((link) => link.path));
      for (const link of entries) expect(shown.has(link.path), `${role} ${link.key}`).toBe(mayUse(role, link.path as AppPath));
    }
  });

  it('name every call of the table, and give the token roles of one guard role the same calls', () => {
    const called = new Set<OperationId>([...screens.flatMap(([, operations]) => operations), ...Object.values(SECTION_CALLS).flat()]);
    expect(Object.keys(CALLERS).filter((operation) => !called.has(operation as OperationId))).toEqual([]);
    for (const [operation, roles] of Object.entries(CALLERS)) {
      for (const role of TOKEN_ROLES) {
        const peers = TOKEN_ROLES.filter((other) => guardRoleOf(other) === guardRoleOf(role));
        expect(peers.map((peer) => roles.includes(peer)), `${operation} ${role}`).toEqual(peers.map(() => roles.includes(role)));
      }
    }
  });

  it('holds the roles of docs/roles.md: inventory is the administrator’s, and cleaners and workers create schedules', () => {
    for (const role of TOKEN_ROLES) {
      expect(isPathAllowed(role, paths.inventoryTable)).toBe(role === 'admin');
      expect(links(menuFor(role)).some((link) => link.key === 'inventory')).toBe(role === 'admin');
    }
    for (const role of ['cleaner', 'worker']) {
      expect(isPathAllowed(role, paths.createScheduleForm)).toBe(true);
      expect(isPathAllowed(role, paths.editScheduleForm)).toBe(false);
    }
  });
});
