import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Company, CompanyInput } from '../types';

/** POST /api/companies → 201 with the company. */
export function createCompany(input: CompanyInput): Promise<Company> {
  return apiClient.post<Company>('/companies', input);
}

/** Creates a company; the lists, pickers and counters of companies load again. */
export function useCreateCompany(mutationConfig?: MutationConfig<typeof createCompany>) {
  return useWriteMutation(createCompany, { invalidates: [['companies']] }, mutationConfig);
}
