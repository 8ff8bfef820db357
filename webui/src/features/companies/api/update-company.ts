import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { CompanyInput } from '../types';

/** PUT /api/companies/{id} → 204. */
export function updateCompany({ id, input }: { id: string; input: CompanyInput }): Promise<void> {
  return apiClient.put(`/companies/${encodeURIComponent(id)}`, input);
}

/** Saves a company; it and every list of companies load again. */
export function useUpdateCompany(mutationConfig?: MutationConfig<typeof updateCompany>) {
  return useWriteMutation(updateCompany, { invalidates: [['companies']] }, mutationConfig);
}
