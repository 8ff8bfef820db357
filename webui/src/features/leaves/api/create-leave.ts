import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { Leave, LeaveInput } from '../types';

/** POST /api/leaves → 201 with the leave (staffId defaults to the caller). */
export function createLeave(input: LeaveInput): Promise<Leave> {
  return apiClient.post<Leave>('/leaves', input);
}

/** Applies for leave; leave lists and calendars, and the schedule calendars that mark leave, load again. */
export function useCreateLeave(mutationConfig?: MutationConfig<typeof createLeave>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createLeave,
    onSuccess: (...args) => {
      for (const queryKey of [['leaves'], ['schedules'], ['notifications']]) void queryClient.invalidateQueries({ queryKey });
      return onSuccess?.(...args);
    },
  });
}
