import { isMenuGroup, type MenuEntry } from '@/config/menu';

/** The section a path belongs to: `/staff/cleaners/…` → `/staff/cleaners`, `/companies/…` → `/companies`. */
export function sectionOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const depth = segments[0] === 'staff' ? 2 : 1;
  return '/' + segments.slice(0, depth).join('/');
}

export function isEntryActive(entry: MenuEntry, pathname: string): boolean {
  const current = sectionOf(pathname);
  if (isMenuGroup(entry)) return entry.children.some((child) => sectionOf(child.path) === current);
  return sectionOf(entry.path) === current;
}
