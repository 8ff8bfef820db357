import type { FilterOption } from '../types';

/** Every option request asks for the first 99 (SPEC.md §7, §9). */
export const OPTION_PAGE = { page: 1, pageSize: 99 } as const;

export interface Named {
  id: string;
  name?: string | null;
  title?: string | null;
  label?: string | null;
}

/** The child's separator: the parent's own path. */
export function childOf(parent: FilterOption): Pick<FilterOption, 'pid' | 'separator'> {
  return { pid: parent.value, separator: parent.separator ? `${parent.separator} | ${parent.label}` : parent.label };
}
