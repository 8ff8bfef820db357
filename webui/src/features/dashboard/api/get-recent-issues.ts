import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { RecentIssue } from '../types';
import { listOf, nullable, readAnswer, record, text } from './answer-shape';

const recentIssues = listOf(
  record<RecentIssue>({
    id: text,
    issueType: text,
    issueName: nullable(text),
    status: text,
    facilityName: nullable(text),
    buildingName: nullable(text),
    createdAt: text,
  }),
);

/** The five latest issues. */
export async function getRecentIssues(signal?: AbortSignal): Promise<RecentIssue[]> {
  return readAnswer(recentIssues, (await getPage<unknown>('/issues', { page: 1, pageSize: 5, sort: '-createdAt' }, signal)).items);
}

export const getRecentIssuesQueryOptions = () =>
  queryOptions({
    queryKey: ['issues', 'recent'],
    queryFn: ({ signal }) => getRecentIssues(signal),
  });

export function useRecentIssues(queryConfig?: QueryConfig<typeof getRecentIssuesQueryOptions>) {
  return useQuery({ ...getRecentIssuesQueryOptions(), ...queryConfig });
}
