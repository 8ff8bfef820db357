import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Leave, LeaveInput } from '../types';

/** POST /api/leaves → 201 with the leave (staffId defaults to the caller). */
export function createLeave(input: LeaveInput): Promise<Leave> {
  return apiClient.post<Leave>('/leaves', input);
}

/** Applies for leave; leave lists and calendars, and the schedule calendars that mark leave, load again. */
export function useCreateLeave(mutationConfig?: MutationConfig<typeof createLeave>) {
  return useWriteMutation(createLeave, { invalidates: [['leaves'], ['schedules'], ['notifications']] }, mutationConfig);
}
