import { subListQuery } from '@/lib/query';
import type { Task } from '../types';

/** GET /api/issues/{id}/tasks: the ad hoc tasks raised for the issue. */
export const { get: getIssueTasks, options: getIssueTasksQueryOptions, use: useIssueTasks } = subListQuery<Task>('issues', 'tasks');
