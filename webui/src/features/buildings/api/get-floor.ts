import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { FloorDetail } from '../types';

/** GET /api/floors/{id}: the floor with its plan image and markers. */
export async function getFloor(id: string, signal?: AbortSignal): Promise<FloorDetail> {
  const floor = await apiClient.get<FloorDetail>(`/floors/${encodeURIComponent(id)}`, undefined, { signal });
  return { ...floor, floorPlan: floor.floorPlan ?? null, markers: floor.markers ?? [] };
}

export const getFloorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['floors', 'detail', id],
    queryFn: ({ signal }) => getFloor(id, signal),
    enabled: Boolean(id),
  });

export function useFloor(id: string, queryConfig?: QueryConfig<typeof getFloorQueryOptions>) {
  return useQuery({ ...getFloorQueryOptions(id), ...queryConfig });
}
