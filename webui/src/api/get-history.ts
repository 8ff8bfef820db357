import { apiClient } from '@/lib/api-client';
import { defineQuery2, withId } from '@/lib/query';
import type { ApiSchema } from '@/api/schemas';

/** The aggregates whose history the screens show, and the API resource each belongs to. */
const RESOURCE = {
  company: 'companies',
  building: 'buildings',
  floor: 'floors',
  facility: 'facilities',
  project: 'projects',
  account: 'users',
  device: 'devices',
  issue: 'issues',
  task: 'tasks',
  notification: 'notifications',
  schedule: 'schedules',
  leave: 'leaves',
  inventory: 'inventory',
} as const;
export type HistoryKind = keyof typeof RESOURCE;

/** One recorded event: what happened, when, who did it, and the fields it set. */
export type HistoryEntry = ApiSchema<'EventOut'>;

export type History = ApiSchema<'HistoryOut'>;

/**
 * GET /api/history/{kind}/{id}: every event of one aggregate, oldest first. Keyed under the
 * resource, so whatever changes the object reloads its history too.
 */
export const { get: getHistory, options: getHistoryQueryOptions, use: useHistory } = defineQuery2(
  (kind: HistoryKind, id: string) => [RESOURCE[kind], 'detail', id, 'history'],
  (kind, id, signal) => apiClient.get<History>(`/history/${kind}/${encodeURIComponent(id)}`, undefined, { signal }),
  (_kind, id) => withId(id),
);
