import { apiClient } from '@/lib/api-client';
import { toPage } from '@/lib/types';

/** How many issues are open: GET /api/issues?filter=status:"1"&pageSize=1 → total. */
export async function getOpenIssuesTotal(signal?: AbortSignal): Promise<number> {
  return toPage(await apiClient.get('/issues', { page: 1, pageSize: 1, filter: ['status:"1"'] }, { signal })).total;
}
