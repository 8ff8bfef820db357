import { apiClient } from '@/lib/api-client';
import { defineStaticQuery } from '@/lib/query';
import { toList } from '@/lib/types';
import type { MyTask } from '../types';

/** GET /api/tasks?mine=true: the tasks assigned to the user, those still to do or under way first. */
export async function getMyTasks(signal?: AbortSignal): Promise<MyTask[]> {
  const tasks = toList<MyTask>(await apiClient.get('/tasks', { mine: true, page: 1, pageSize: 100, sort: '-createdAt' }, { signal }));
  const rank = (task: MyTask) => (task.status === 'IN_PROGRESS' ? 0 : task.status === 'DONE' ? 2 : 1);
  return [...tasks].sort((a, b) => rank(a) - rank(b));
}

export const { options: getMyTasksQueryOptions, use: useMyTasks } = defineStaticQuery(['tasks', 'mine'], getMyTasks);
