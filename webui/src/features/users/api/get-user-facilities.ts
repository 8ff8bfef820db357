import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { toList } from '@/lib/types';
import type { AssignedFacility, StaffSegment } from '../types';

/** GET /api/users/{segment}/{id}/facilities?model=building: the facilities assigned to a staff member. */
export async function getUserFacilities(segment: StaffSegment, id: string, signal?: AbortSignal): Promise<AssignedFacility[]> {
  return toList<AssignedFacility>(
    await apiClient.get(`/users/${segment}/${encodeURIComponent(id)}/facilities`, { model: 'building' }, { signal }),
  );
}

export const getUserFacilitiesQueryOptions = (segment: StaffSegment, id: string) =>
  queryOptions({
    queryKey: ['users', segment, 'detail', id, 'facilities'],
    queryFn: ({ signal }) => getUserFacilities(segment, id, signal),
  });

export function useUserFacilities(
  segment: StaffSegment,
  id: string,
  queryConfig?: QueryConfig<typeof getUserFacilitiesQueryOptions>,
) {
  return useQuery({ ...getUserFacilitiesQueryOptions(segment, id), ...queryConfig });
}
