import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { IssueType } from '../types';

/** GET /api/issues/types → [{id, title}]. */
export async function getIssueTypes(signal?: AbortSignal): Promise<IssueType[]> {
  return toList<IssueType>(await apiClient.get('/issues/types', undefined, { signal }));
}
