import { apiClient } from '@/lib/api-client';
import type { StaffSegment } from '../types';

/** PUT /api/users/{segment}/{id}/facilities with {facilityIds} → 204. */
export function updateUserFacilities(segment: StaffSegment, id: string, facilityIds: string[]): Promise<void> {
  return apiClient.put(`/users/${segment}/${encodeURIComponent(id)}/facilities`, { facilityIds });
}
