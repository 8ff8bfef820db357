import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { CompanyOption } from '../types';

/** GET /api/companies/landlords: the landlords the user may pick. */
export async function getLandlords(signal?: AbortSignal): Promise<CompanyOption[]> {
  return toList<CompanyOption>(await apiClient.get('/companies/landlords', { page: 1, pageSize: 99 }, { signal }));
}
