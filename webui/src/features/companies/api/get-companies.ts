import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { ListParams, Page } from '@/lib/types';
import type { Company } from '../types';

/** GET /api/companies with paging, sort, search, `filter=type:"LANDLORD"` and `from`/`to` (creation date). */
export function getCompanies(params: ListParams, signal?: AbortSignal): Promise<Page<Company>> {
  return getPage<Company>('/companies', params, signal);
}

export const getCompaniesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['companies', 'list', params],
    queryFn: ({ signal }) => getCompanies(params, signal),
  });

export function useCompanies(params: ListParams, queryConfig?: QueryConfig<typeof getCompaniesQueryOptions>) {
  return useQuery({ ...getCompaniesQueryOptions(params), ...queryConfig });
}
