import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/companies/{id} → 204. */
export function deleteCompany(id: string): Promise<void> {
  return apiClient.delete(`/companies/${encodeURIComponent(id)}`);
}

/** Deletes a company: its record leaves the cache, lists and counters load again. */
export function useDeleteCompany(mutationConfig?: MutationConfig<typeof deleteCompany>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteCompany,
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: ['companies', 'detail', args[1]] });
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
      return onSuccess?.(...args);
    },
  });
}
