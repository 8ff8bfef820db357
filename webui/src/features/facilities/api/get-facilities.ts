import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { ListParams, Page } from '@/lib/types';
import type { Facility } from '../types';

/**
 * GET /api/facilities with paging, sort, search and `filter=landlord|building|floor:"id"`,
 * `type:"male"|"female"|"accessible"`.
 */
export function getFacilities(params: ListParams, signal?: AbortSignal): Promise<Page<Facility>> {
  return getPage<Facility>('/facilities', params, signal);
}

export const getFacilitiesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['facilities', 'list', params],
    queryFn: ({ signal }) => getFacilities(params, signal),
  });

export function useFacilities(params: ListParams, queryConfig?: QueryConfig<typeof getFacilitiesQueryOptions>) {
  return useQuery({ ...getFacilitiesQueryOptions(params), ...queryConfig });
}
