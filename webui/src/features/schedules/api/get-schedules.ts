import { queryOptions } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { ListParams, Page } from '@/lib/types';
import type { Schedule } from '../types';

/** GET /api/schedules with paging, sort, search, filters and a date range (schedules overlapping it). */
export function getSchedules(params: ListParams, signal?: AbortSignal): Promise<Page<Schedule>> {
  return getPage<Schedule>('/schedules', params, signal);
}

export const getSchedulesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['schedules', 'list', params],
    queryFn: ({ signal }) => getSchedules(params, signal),
  });
