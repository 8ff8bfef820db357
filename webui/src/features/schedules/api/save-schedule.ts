import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Schedule, ScheduleInput } from '../types';

/** POST /api/schedules → 201 with the schedule; PUT /api/schedules/{id} (with `version`) → 204. */
export async function saveSchedule({ id, input }: { id?: string; input: ScheduleInput }): Promise<Schedule | null> {
  if (!id) return apiClient.post<Schedule>('/schedules', input);
  await apiClient.put(`/schedules/${encodeURIComponent(id)}`, input);
  return null;
}

/** Creates or saves a schedule; schedule lists, calendars and records load again. */
export function useSaveSchedule(mutationConfig?: MutationConfig<typeof saveSchedule>) {
  return useWriteMutation(saveSchedule, { invalidates: [['schedules']] }, mutationConfig);
}
