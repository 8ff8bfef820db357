import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { Task } from '../types';

/** GET /api/issues/{id}/tasks: the ad hoc tasks raised for the issue. */
export async function getIssueTasks(id: string, signal?: AbortSignal): Promise<Task[]> {
  return toList<Task>(await apiClient.get(`/issues/${encodeURIComponent(id)}/tasks`, undefined, { signal }));
}
