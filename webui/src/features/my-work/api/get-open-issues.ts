import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { MyIssue } from '../types';

/** GET /api/issues filtered to the open ones (`status:"1"`); the server narrows staff to their facilities. */
export const getOpenIssuesQueryOptions = () =>
  queryOptions({
    queryKey: ['issues', 'list', 'mine-open'],
    queryFn: ({ signal }) => getPage<MyIssue>('/issues', { page: 1, pageSize: 50, sort: '-createdAt', filter: ['status:"1"'] }, signal),
  });

export function useOpenIssues() {
  return useQuery(getOpenIssuesQueryOptions());
}
