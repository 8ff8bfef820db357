import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { toList } from '@/lib/types';
import type { Facility } from '../types';

/** GET /api/buildings/{id}/facilities: every facility of the building, on any floor. */
export async function getBuildingFacilities(id: string, signal?: AbortSignal): Promise<Facility[]> {
  return toList<Facility>(await apiClient.get(`/buildings/${encodeURIComponent(id)}/facilities`, undefined, { signal }));
}

export const getBuildingFacilitiesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['buildings', 'detail', id, 'facilities'],
    queryFn: ({ signal }) => getBuildingFacilities(id, signal),
  });

export function useBuildingFacilities(id: string, queryConfig?: QueryConfig<typeof getBuildingFacilitiesQueryOptions>) {
  return useQuery({ ...getBuildingFacilitiesQueryOptions(id), ...queryConfig });
}
