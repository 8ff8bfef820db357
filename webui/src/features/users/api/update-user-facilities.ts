import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
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
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateUserFacilities,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['users', args[1].segment, 'detail', args[1].id] });
      return onSuccess?.(...args);
    },
  });
}
