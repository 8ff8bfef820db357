import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { CompanyBuilding } from '../types';

export async function getCompanyBuildings(id: string, signal?: AbortSignal): Promise<CompanyBuilding[]> {
  return toList<CompanyBuilding>(await apiClient.get(`/companies/${encodeURIComponent(id)}/buildings`, undefined, { signal }));
}
