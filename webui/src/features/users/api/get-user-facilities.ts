import { apiClient } from '@/lib/api-client';
import { defineQuery2 } from '@/lib/query';
import { toList } from '@/lib/types';
import type { AssignedFacility, StaffSegment } from '../types';

/** GET /api/users/{segment}/{id}/facilities?model=building: the facilities assigned to a staff member. */
export async function getUserFacilities(segment: StaffSegment, id: string, signal?: AbortSignal): Promise<AssignedFacility[]> {
  return toList<AssignedFacility>(
    await apiClient.get(`/users/${segment}/${encodeURIComponent(id)}/facilities`, { model: 'building' }, { signal }),
  );
}

export const { options: getUserFacilitiesQueryOptions, use: useUserFacilities } = defineQuery2(
  (segment: StaffSegment, id: string) => ['users', segment, 'detail', id, 'facilities'],
  getUserFacilities,
);
