import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { ListParams, Page } from '@/lib/types';
import type { Account, Segment } from '../types';

/** GET /api/users/{segment} with paging, sort and search. */
export function getUsers(segment: Segment, params: ListParams, signal?: AbortSignal): Promise<Page<Account>> {
  return getPage<Account>(`/users/${segment}`, params, signal);
}

export const getUsersQueryOptions = (segment: Segment, params: ListParams) =>
  queryOptions({
    queryKey: ['users', segment, 'list', params],
    queryFn: ({ signal }) => getUsers(segment, params, signal),
  });

export function useUsers(segment: Segment, params: ListParams, queryConfig?: QueryConfig<typeof getUsersQueryOptions>) {
  return useQuery({ ...getUsersQueryOptions(segment, params), ...queryConfig });
}
