import { apiClient } from '@/lib/api-client';
import { toPage } from '@/lib/types';
import type { RecentIssue } from '../types';

/** The five latest issues. */
export async function getRecentIssues(signal?: AbortSignal): Promise<RecentIssue[]> {
  return toPage<RecentIssue>(await apiClient.get('/issues', { page: 1, pageSize: 5, sort: '-createdAt' }, { signal })).items;
}
