import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { CompanyInput } from '../types';

/** PUT /api/companies/{id} → 204. */
export function updateCompany({ id, input }: { id: string; input: CompanyInput }): Promise<void> {
  return apiClient.put(`/companies/${encodeURIComponent(id)}`, input);
}

/** Saves a company; it and every list of companies load again. */
export function useUpdateCompany(mutationConfig?: MutationConfig<typeof updateCompany>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateCompany,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
      return onSuccess?.(...args);
    },
  });
}
