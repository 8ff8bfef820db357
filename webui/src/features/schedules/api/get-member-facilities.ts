import type { StaffSegment } from '@/api/get-staff-options';
import { apiClient } from '@/lib/api-client';
import { defineQuery2 } from '@/lib/query';
import { toList } from '@/lib/types';
import type { ScheduleFacility } from '../types';

/** GET /api/users/{segment}/{id}/facilities: the facilities a schedule of this member may cover. */
export async function getMemberFacilities(segment: StaffSegment, id: string, signal?: AbortSignal): Promise<ScheduleFacility[]> {
  return toList<ScheduleFacility>(await apiClient.get(`/users/${segment}/${encodeURIComponent(id)}/facilities`, { model: 'building' }, { signal }));
}

export const { options: getMemberFacilitiesQueryOptions, use: useMemberFacilities } = defineQuery2(
  (segment: StaffSegment | null, id: string) => ['users', segment, 'detail', id, 'facilities'],
  (segment, id, signal) => getMemberFacilities(segment as StaffSegment, id, signal),
  (segment, id) => ({ enabled: Boolean(segment && id) }),
);
