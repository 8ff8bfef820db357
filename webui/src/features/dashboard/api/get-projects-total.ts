import { apiClient } from '@/lib/api-client';
import { toPage } from '@/lib/types';

/** The number of projects the user can see: the `total` of a one-row page. */
export async function getProjectsTotal(signal?: AbortSignal): Promise<number> {
  return toPage(await apiClient.get('/projects', { page: 1, pageSize: 1 }, { signal })).total;
}
