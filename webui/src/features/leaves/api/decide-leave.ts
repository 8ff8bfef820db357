import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { LeaveDecision } from '../types';

/** PUT /api/leaves/{id}/status: approve or reject (a decider), withdraw (the applicant) → 204; 409 once decided. */
export function decideLeave({ id, decision }: { id: string; decision: LeaveDecision }): Promise<void> {
  return apiClient.put(`/leaves/${encodeURIComponent(id)}/status`, decision);
}

/** Whatever the answer (someone may have decided first), leaves, schedule calendars and notifications load again. */
export function useDecideLeave(mutationConfig?: MutationConfig<typeof decideLeave>) {
  return useWriteMutation(
    decideLeave,
    { invalidates: [['leaves'], ['schedules'], ['notifications']], after: 'settled' },
    mutationConfig,
  );
}
