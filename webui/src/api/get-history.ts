import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { RecordNames } from '@/components/history/names';
import type { QueryConfig } from '@/lib/react-query';

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
export interface HistoryEntry {
  version?: number;
  type: string;
  time: string;
  actor?: string | null;
  changes?: Record<string, unknown> | null;
}

export interface History {
  kind: string;
  id: string;
  events: HistoryEntry[];
  /** The records the events mention that the reader sees, by id. */
  names?: RecordNames;
}

/** GET /api/history/{kind}/{id}: every event of one aggregate, oldest first. */
export function getHistory(kind: HistoryKind, id: string, signal?: AbortSignal): Promise<History> {
  return apiClient.get<History>(`/history/${kind}/${encodeURIComponent(id)}`, undefined, { signal });
}

/** Keyed under the resource, so whatever changes the object reloads its history too. */
export const getHistoryQueryOptions = (kind: HistoryKind, id: string) =>
  queryOptions({
    queryKey: [RESOURCE[kind], 'detail', id, 'history'],
    queryFn: ({ signal }) => getHistory(kind, id, signal),
    enabled: Boolean(id),
  });

export function useHistory(kind: HistoryKind, id: string, queryConfig?: QueryConfig<typeof getHistoryQueryOptions>) {
  return useQuery({ ...getHistoryQueryOptions(kind, id), ...queryConfig });
}
