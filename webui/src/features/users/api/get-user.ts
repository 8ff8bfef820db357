import { apiClient } from '@/lib/api-client';
import { defineQuery2, withId } from '@/lib/query';
import type { Account, Segment } from '../types';

/** GET /api/users/{segment}/{id}. */
export const { get: getUser, options: getUserQueryOptions, use: useUser } = defineQuery2(
  (segment: Segment, id: string) => ['users', segment, 'detail', id],
  (segment, id, signal) => apiClient.get<Account>(`/users/${segment}/${encodeURIComponent(id)}`, undefined, { signal }),
  (_segment, id) => withId(id),
);
