import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { Schedule } from '../types';

export function getSchedule(id: string, signal?: AbortSignal): Promise<Schedule> {
  return apiClient.get<Schedule>(`/schedules/${encodeURIComponent(id)}`, undefined, { signal });
}

export const getScheduleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['schedules', 'detail', id],
    queryFn: ({ signal }) => getSchedule(id, signal),
    enabled: Boolean(id),
  });

export function useSchedule(id: string, queryConfig?: QueryConfig<typeof getScheduleQueryOptions>) {
  return useQuery({ ...getScheduleQueryOptions(id), ...queryConfig });
}
