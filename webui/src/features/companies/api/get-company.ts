import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { Company } from '../types';

export function getCompany(id: string, signal?: AbortSignal): Promise<Company> {
  return apiClient.get<Company>(`/companies/${encodeURIComponent(id)}`, undefined, { signal });
}

export const getCompanyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['companies', 'detail', id],
    queryFn: ({ signal }) => getCompany(id, signal),
    enabled: Boolean(id),
  });

export function useCompany(id: string, queryConfig?: QueryConfig<typeof getCompanyQueryOptions>) {
  return useQuery({ ...getCompanyQueryOptions(id), ...queryConfig });
}
