import { apiClient } from '@/lib/api-client';

/** DELETE /api/companies/{id} → 204. */
export function deleteCompany(id: string): Promise<void> {
  return apiClient.delete(`/companies/${encodeURIComponent(id)}`);
}
