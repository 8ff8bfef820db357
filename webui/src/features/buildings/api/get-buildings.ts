import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { ListParams, Page } from '@/lib/types';
import type { Building } from '../types';

/** GET /api/buildings with paging, sort, search, `filter=landlord:"id"`/`building:"id"` and `from`/`to`. */
export function getBuildings(params: ListParams, signal?: AbortSignal): Promise<Page<Building>> {
  return getPage<Building>('/buildings', params, signal);
}

export const getBuildingsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['buildings', 'list', params],
    queryFn: ({ signal }) => getBuildings(params, signal),
  });

export function useBuildings(params: ListParams, queryConfig?: QueryConfig<typeof getBuildingsQueryOptions>) {
  return useQuery({ ...getBuildingsQueryOptions(params), ...queryConfig });
}
