import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { Option } from '../types';

/** GET /api/companies/landlords: the owners a device can be registered to. */
export async function getLandlordOptions(signal?: AbortSignal): Promise<Option[]> {
  return toList<Option>(await apiClient.get('/companies/landlords', { page: 1, pageSize: 99 }, { signal }));
}
