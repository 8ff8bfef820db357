import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { Option } from '../types';

/** GET /api/companies/cleaning-companies. */
export async function getCleaningCompanies(signal?: AbortSignal): Promise<Option[]> {
  return toList<Option>(await apiClient.get('/companies/cleaning-companies', { page: 1, pageSize: 99 }, { signal }));
}
