import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { Building } from '../types';

export function getBuilding(id: string, signal?: AbortSignal): Promise<Building> {
  return apiClient.get<Building>(`/buildings/${encodeURIComponent(id)}`, undefined, { signal });
}

export const getBuildingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['buildings', 'detail', id],
    queryFn: ({ signal }) => getBuilding(id, signal),
    enabled: Boolean(id),
  });

export function useBuilding(id: string, queryConfig?: QueryConfig<typeof getBuildingQueryOptions>) {
  return useQuery({ ...getBuildingQueryOptions(id), ...queryConfig });
}
