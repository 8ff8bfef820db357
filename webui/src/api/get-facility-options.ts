import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export interface FacilityOption {
  id: string;
  name: string;
  code?: string | null;
  type?: string | null;
  floorId?: string | null;
  floorLabel?: string | null;
  buildingId?: string | null;
  buildingName?: string | null;
}

/** "Building · floor · facility", as pickers show a facility. */
export const facilityPlace = (facility: FacilityOption) =>
  [facility.buildingName, facility.floorLabel, facility.name].filter(Boolean).join(' · ');

/**
 * The facilities the user sees, by building (GET /api/facilities, every page), narrowed by
 * `filter` (`landlord:"id"`, `floor:"id"`…): where an issue is reported, a device placed,
 * a staff member assigned, or a list filtered.
 */
export function getFacilityOptions(filter: readonly string[] = [], signal?: AbortSignal): Promise<FacilityOption[]> {
  return getAllPages<FacilityOption>('/facilities', { sort: 'buildingName', filter: [...filter] }, signal);
}

export const getFacilityOptionsQueryOptions = (filter: readonly string[] = []) =>
  queryOptions({
    queryKey: ['facilities', 'options', { filter }],
    queryFn: ({ signal }) => getFacilityOptions(filter, signal),
  });

export function useFacilityOptions(filter?: readonly string[], queryConfig?: QueryConfig<typeof getFacilityOptionsQueryOptions>) {
  return useQuery({ ...getFacilityOptionsQueryOptions(filter), ...queryConfig });
}
