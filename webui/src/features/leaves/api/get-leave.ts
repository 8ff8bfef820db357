import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { Leave } from '../types';

export function getLeave(id: string, signal?: AbortSignal): Promise<Leave> {
  return apiClient.get<Leave>(`/leaves/${encodeURIComponent(id)}`, undefined, { signal });
}

export const getLeaveQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['leaves', 'detail', id],
    queryFn: ({ signal }) => getLeave(id, signal),
    enabled: Boolean(id),
  });

export function useLeave(id: string, queryConfig?: QueryConfig<typeof getLeaveQueryOptions>) {
  return useQuery({ ...getLeaveQueryOptions(id), ...queryConfig });
}
