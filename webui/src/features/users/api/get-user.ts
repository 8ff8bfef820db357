import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { Account, Segment } from '../types';

export function getUser(segment: Segment, id: string, signal?: AbortSignal): Promise<Account> {
  return apiClient.get<Account>(`/users/${segment}/${encodeURIComponent(id)}`, undefined, { signal });
}

export const getUserQueryOptions = (segment: Segment, id: string) =>
  queryOptions({
    queryKey: ['users', segment, 'detail', id],
    queryFn: ({ signal }) => getUser(segment, id, signal),
    enabled: Boolean(id),
  });

export function useUser(segment: Segment, id: string, queryConfig?: QueryConfig<typeof getUserQueryOptions>) {
  return useQuery({ ...getUserQueryOptions(segment, id), ...queryConfig });
}
