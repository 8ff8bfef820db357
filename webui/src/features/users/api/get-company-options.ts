import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { Option } from '../types';

/** Landlords (GET /api/companies/landlords) or cleaning companies (…/cleaning-companies). */
export async function getCompanyOptions(type: 'LANDLORD' | 'CLEANING_COMPANY', signal?: AbortSignal): Promise<Option[]> {
  const path = type === 'LANDLORD' ? '/companies/landlords' : '/companies/cleaning-companies';
  return toList<Option>(await apiClient.get(path, { page: 1, pageSize: 99 }, { signal }));
}
