import { apiClient } from '@/lib/api-client';
import { toPage } from '@/lib/types';

/** The number of facilities the user can see: the `total` of a one-row page. */
export async function getFacilitiesTotal(signal?: AbortSignal): Promise<number> {
  return toPage(await apiClient.get('/facilities', { page: 1, pageSize: 1 }, { signal })).total;
}
