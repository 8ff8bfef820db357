import { apiClient } from '@/lib/api-client';
import { toPage } from '@/lib/types';

/** The number of companies the user can see: the `total` of a one-row page. */
export async function getCompaniesTotal(signal?: AbortSignal): Promise<number> {
  return toPage(await apiClient.get('/companies', { page: 1, pageSize: 1 }, { signal })).total;
}
