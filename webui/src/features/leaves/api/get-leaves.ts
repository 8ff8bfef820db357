import { queryOptions } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { ListParams, Page } from '@/lib/types';
import type { Leave } from '../types';

/** GET /api/leaves with paging, sort, search, filters (status, type, staff) and a date range. */
export function getLeaves(params: ListParams, signal?: AbortSignal): Promise<Page<Leave>> {
  return getPage<Leave>('/leaves', params, signal);
}

export const getLeavesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['leaves', 'list', params],
    queryFn: ({ signal }) => getLeaves(params, signal),
  });
