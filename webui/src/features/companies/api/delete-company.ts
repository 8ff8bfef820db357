import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/companies/{id} → 204. */
export function deleteCompany(id: string): Promise<void> {
  return apiClient.delete(`/companies/${encodeURIComponent(id)}`);
}

/** Deletes a company: its record leaves the cache, lists and counters load again. */
export function useDeleteCompany(mutationConfig?: MutationConfig<typeof deleteCompany>) {
  return useWriteMutation(
    deleteCompany,
    { removes: (id) => [['companies', 'detail', id]], invalidates: [['companies']] },
    mutationConfig,
  );
}
