import { apiClient } from '@/lib/api-client';
import type { Company } from '../types';

export function getCompany(id: string, signal?: AbortSignal): Promise<Company> {
  return apiClient.get<Company>(`/companies/${encodeURIComponent(id)}`, undefined, { signal });
}
