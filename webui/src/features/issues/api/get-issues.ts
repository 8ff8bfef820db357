import { apiClient } from '@/lib/api-client';
import { listQuery, toPage, type ListParams, type Page } from '@/lib/types';
import type { Issue } from '../types';

/** GET /api/issues with paging, sort, search, `filter=level:"id"` (status 1/2) and `from`/`to`. */
export async function getIssues(params: ListParams, signal?: AbortSignal): Promise<Page<Issue>> {
  return toPage<Issue>(await apiClient.get('/issues', listQuery(params), { signal }), params);
}
