import { isMenuGroup, type MenuEntry } from '@/config/menu';

/** Sections two levels deep: each page of theirs is an entry of a group of the menu. */
const GROUPED = ['staff', 'dashboard'];

/** The section a path belongs to: `/staff/cleaners/…` → `/staff/cleaners`, `/companies/…` → `/companies`. */
export function sectionOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const depth = GROUPED.includes(segments[0]) ? 2 : 1;
  return '/' + segments.slice(0, depth).join('/');
}

export function isEntryActive(entry: MenuEntry, pathname: string): boolean {
  const current = sectionOf(pathname);
  if (isMenuGroup(entry)) return entry.children.some((child) => sectionOf(child.path) === current);
  return sectionOf(entry.path) === current;
}
