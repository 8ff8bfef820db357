import { apiClient } from '@/lib/api-client';
import type { Company, CompanyInput } from '../types';

/** POST /api/companies → 201 with the company. */
export function createCompany(input: CompanyInput): Promise<Company> {
  return apiClient.post<Company>('/companies', input);
}
