import { useCallback, useState } from 'react';
import type { ListParams } from '@/lib/types';

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * Page, size, sort and search of one list screen. It lives in the component, so
 * it resets when the screen is left. Any change but the page itself goes back to page 1.
 */
export function useListParams(initial: Partial<ListParams> = {}) {
  const [params, setParams] = useState<ListParams>({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    ...initial,
  });
  const update = useCallback((change: Partial<ListParams>) => {
    setParams((current) => {
      const next = { ...current, ...change };
      const onlyPage = Object.keys(change).every((key) => key === 'page');
      return onlyPage ? next : { ...next, page: change.page ?? 1 };
    });
  }, []);
  return [params, update] as const;
}

/** `name` → `-name` → `name`; another column starts ascending. */
export function nextSort(current: string | undefined, field: string): string {
  if (current === field) return `-${field}`;
  return field;
}
