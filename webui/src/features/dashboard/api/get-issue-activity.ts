import { apiClient } from '@/lib/api-client';
import type { IssueActivity } from '../types';

export interface IssueActivityParams {
  /** 1 … 366 local days, ending today. */
  days: number;
  /** The viewer's UTC offset in minutes (UTC+8 → 480). */
  utcOffsetMinutes: number;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);

/** GET /api/dashboard/issues?days=&utcOffsetMinutes=: opened and resolved per day, most frequent types, hot facilities. */
export async function getIssueActivity(params: IssueActivityParams, signal?: AbortSignal): Promise<IssueActivity> {
  const answer = ((await apiClient.get('/dashboard/issues', { ...params }, { signal })) ?? {}) as Partial<Record<keyof IssueActivity, unknown>>;
  const mean = answer.meanMinutesToResolve;
  return {
    from: typeof answer.from === 'string' ? answer.from : '',
    to: typeof answer.to === 'string' ? answer.to : '',
    opened: count(answer.opened),
    resolved: count(answer.resolved),
    open: count(answer.open),
    meanMinutesToResolve: typeof mean === 'number' && Number.isFinite(mean) ? mean : null,
    perDay: list(answer.perDay),
    byType: list(answer.byType),
    hotFacilities: list(answer.hotFacilities),
  };
}
