import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, OPTION_PAGE_SIZE } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { companyOptionsOf, type CompanyOption } from './get-landlords';

/** GET /api/companies/cleaning-companies: the cleaning companies the user may pick. */
export async function getCleaningCompanies(signal?: AbortSignal): Promise<CompanyOption[]> {
  return companyOptionsOf(
    await apiClient.get('/companies/cleaning-companies', { page: 1, pageSize: OPTION_PAGE_SIZE }, { signal }),
  );
}

export const getCleaningCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: ['companies', 'cleaning-companies'],
    queryFn: ({ signal }) => getCleaningCompanies(signal),
  });

export function useCleaningCompanies(queryConfig?: QueryConfig<typeof getCleaningCompaniesQueryOptions>) {
  return useQuery({ ...getCleaningCompaniesQueryOptions(), ...queryConfig });
}
