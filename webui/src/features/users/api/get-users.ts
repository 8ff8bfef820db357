import { getPage } from '@/lib/api-client';
import { defineQuery2 } from '@/lib/query';
import type { ListParams, Page } from '@/lib/types';
import type { Account, Segment } from '../types';

/** GET /api/users/{segment} with paging, sort and search. */
export const { get: getUsers, options: getUsersQueryOptions, use: useUsers } = defineQuery2(
  (segment: Segment, params: ListParams) => ['users', segment, 'list', params],
  (segment, params, signal): Promise<Page<Account>> => getPage<Account>(`/users/${segment}`, params, signal),
);
