import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { toList } from '@/lib/types';

/** A floor as GET /api/buildings/{id}/floors lists it; the plan itself comes with the floor. */
export interface BuildingFloor {
  id: string;
  buildingId?: string;
  label: string;
  floorNumber: number;
  /** Whether the floor has a plan. */
  hasPlan?: boolean;
  version?: number;
}

/** GET /api/buildings/{id}/floors. */
export async function getBuildingFloors(buildingId: string, signal?: AbortSignal): Promise<BuildingFloor[]> {
  return toList<BuildingFloor>(await apiClient.get(`/buildings/${encodeURIComponent(buildingId)}/floors`, undefined, { signal }));
}

export const getBuildingFloorsQueryOptions = (buildingId: string) =>
  queryOptions({
    queryKey: ['buildings', 'detail', buildingId, 'floors'],
    queryFn: ({ signal }) => getBuildingFloors(buildingId, signal),
  });

export function useBuildingFloors(buildingId: string, queryConfig?: QueryConfig<typeof getBuildingFloorsQueryOptions>) {
  return useQuery({ ...getBuildingFloorsQueryOptions(buildingId), ...queryConfig });
}
