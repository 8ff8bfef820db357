import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export interface BuildingOption {
  id: string;
  name: string;
  landlordId?: string | null;
}

/** The buildings the user sees, by name (GET /api/buildings, every page), narrowed by `filter` (`landlord:"id"`). */
export function getBuildingOptions(filter: readonly string[] = [], signal?: AbortSignal): Promise<BuildingOption[]> {
  return getAllPages<BuildingOption>('/buildings', { sort: 'name', filter: [...filter] }, signal);
}

export const getBuildingOptionsQueryOptions = (filter: readonly string[] = []) =>
  queryOptions({
    queryKey: ['buildings', 'options', { filter }],
    queryFn: ({ signal }) => getBuildingOptions(filter, signal),
  });

export function useBuildingOptions(filter?: readonly string[], queryConfig?: QueryConfig<typeof getBuildingOptionsQueryOptions>) {
  return useQuery({ ...getBuildingOptionsQueryOptions(filter), ...queryConfig });
}
