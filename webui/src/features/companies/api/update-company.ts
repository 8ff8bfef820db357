import { apiClient } from '@/lib/api-client';
import type { CompanyInput } from '../types';

/** PUT /api/companies/{id} → 204. */
export function updateCompany(id: string, input: CompanyInput): Promise<void> {
  return apiClient.put(`/companies/${encodeURIComponent(id)}`, input);
}
