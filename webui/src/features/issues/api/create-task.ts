import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Task, TaskInput } from '../types';

/** POST /api/tasks → 201 with the task; 409 when the issue is resolved. */
export function createTask(input: TaskInput): Promise<Task> {
  return apiClient.post<Task>('/tasks', input);
}

/** Creates an ad hoc task; its issue's tasks and history, and the notifications it sends, load again. */
export function useCreateTask(mutationConfig?: MutationConfig<typeof createTask>) {
  return useWriteMutation(
    createTask,
    { invalidates: ({ issueId }) => [['issues', 'detail', issueId], ['tasks'], ['notifications']] },
    mutationConfig,
  );
}
