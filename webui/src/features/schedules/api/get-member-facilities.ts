import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffSegment } from '@/api/get-staff-options';
import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { ScheduleFacility } from '../types';

/** GET /api/users/{segment}/{id}/facilities: the facilities a schedule of this member may cover. */
export async function getMemberFacilities(segment: StaffSegment, id: string, signal?: AbortSignal): Promise<ScheduleFacility[]> {
  return toList<ScheduleFacility>(await apiClient.get(`/users/${segment}/${encodeURIComponent(id)}/facilities`, { model: 'building' }, { signal }));
}

export const getMemberFacilitiesQueryOptions = (segment: StaffSegment | null, id: string) =>
  queryOptions({
    queryKey: ['users', segment, 'detail', id, 'facilities'],
    queryFn: ({ signal }) => getMemberFacilities(segment as StaffSegment, id, signal),
    enabled: Boolean(segment && id),
  });

export function useMemberFacilities(segment: StaffSegment | null, id: string) {
  return useQuery(getMemberFacilitiesQueryOptions(segment, id));
}
