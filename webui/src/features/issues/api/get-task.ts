import { apiClient } from '@/lib/api-client';
import type { Task } from '../types';

export function getTask(id: string, signal?: AbortSignal): Promise<Task> {
  return apiClient.get<Task>(`/tasks/${encodeURIComponent(id)}`, undefined, { signal });
}
