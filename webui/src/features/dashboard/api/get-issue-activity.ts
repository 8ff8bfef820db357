import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '@/lib/react-query';
import type { IssueActivity } from '../types';
import { count, getRangeAnswer, list, text, type RangeParams } from './range-answer';

/** GET /api/dashboard/issues?days|weeks=&utcOffsetMinutes=: opened and resolved per day, most frequent types, hot facilities. */
export async function getIssueActivity(params: RangeParams, signal?: AbortSignal): Promise<IssueActivity> {
  const answer = await getRangeAnswer<IssueActivity>('/dashboard/issues', params, signal);
  const mean = answer.meanMinutesToResolve;
  return {
    from: text(answer.from),
    to: text(answer.to),
    opened: count(answer.opened),
    resolved: count(answer.resolved),
    open: count(answer.open),
    meanMinutesToResolve: typeof mean === 'number' && Number.isFinite(mean) ? mean : null,
    perDay: list(answer.perDay),
    byType: list(answer.byType),
    hotFacilities: list(answer.hotFacilities),
  };
}

export const getIssueActivityQueryOptions = (params: RangeParams) =>
  queryOptions({
    queryKey: ['issues', 'activity', params],
    queryFn: ({ signal }) => getIssueActivity(params, signal),
  });

export function useIssueActivity(params: RangeParams, queryConfig?: QueryConfig<typeof getIssueActivityQueryOptions>) {
  return useQuery({ ...getIssueActivityQueryOptions(params), ...queryConfig });
}
