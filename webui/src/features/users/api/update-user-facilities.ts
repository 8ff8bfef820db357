import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { StaffSegment } from '../types';

/** PUT /api/users/{segment}/{id}/facilities with {facilityIds} → 204. */
export function updateUserFacilities({
  segment,
  id,
  facilityIds,
}: {
  segment: StaffSegment;
  id: string;
  facilityIds: string[];
}): Promise<void> {
  return apiClient.put(`/users/${segment}/${encodeURIComponent(id)}/facilities`, { facilityIds });
}

/** Assigns a staff member's facilities; the member's facilities load again. */
export function useUpdateUserFacilities(mutationConfig?: MutationConfig<typeof updateUserFacilities>) {
  return useWriteMutation(
    updateUserFacilities,
    { invalidates: ({ segment, id }) => [['users', segment, 'detail', id]] },
    mutationConfig,
  );
}
