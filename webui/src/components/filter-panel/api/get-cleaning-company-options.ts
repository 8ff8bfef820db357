import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { FilterOption } from '../types';
import { OPTION_PAGE, type Named } from './option-query';

/** GET /api/companies/cleaning-companies. */
export async function getCleaningCompanyOptions(signal?: AbortSignal): Promise<FilterOption[]> {
  const items = toList<Named>(await apiClient.get('/companies/cleaning-companies', { ...OPTION_PAGE }, { signal }));
  return items.map((item) => ({ value: item.id, label: item.name ?? item.id }));
}
