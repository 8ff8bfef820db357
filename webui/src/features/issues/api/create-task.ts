import { apiClient } from '@/lib/api-client';
import type { Task, TaskInput } from '../types';

/** POST /api/tasks → 201 with the task; 409 when the issue is resolved. */
export function createTask(input: TaskInput): Promise<Task> {
  return apiClient.post<Task>('/tasks', input);
}
