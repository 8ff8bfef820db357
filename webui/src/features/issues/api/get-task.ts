import { recordQuery } from '@/lib/query';
import type { Task } from '../types';

/** GET /api/tasks/{id}. */
export const { get: getTask, options: getTaskQueryOptions, use: useTask } = recordQuery<Task>('tasks');
