import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '@/lib/react-query';
import type { HotFacility, IssueActivity, IssueActivityDay, IssueTypeCount } from '../types';
import { count, listOf, nullable, record, text } from './answer-shape';
import { getRangeAnswer, type RangeParams } from './range-answer';

const issueActivity = record<IssueActivity>({
  from: text,
  to: text,
  opened: count,
  resolved: count,
  openNow: count,
  meanMinutesToResolve: nullable(count),
  perDay: listOf(record<IssueActivityDay>({ day: text, opened: count, resolved: count })),
  byType: listOf(record<IssueTypeCount>({ issueType: text, issueName: nullable(text), count })),
  hotFacilities: listOf(
    record<HotFacility>({ facilityId: text, facilityName: nullable(text), buildingName: nullable(text), open: count }),
  ),
});

/** GET /api/dashboard/issues?days|weeks=&utcOffsetMinutes=: opened and resolved per day, open now, most frequent types, hot facilities. */
export function getIssueActivity(params: RangeParams, signal?: AbortSignal): Promise<IssueActivity> {
  return getRangeAnswer('/dashboard/issues', params, issueActivity, signal);
}

export const getIssueActivityQueryOptions = (params: RangeParams) =>
  queryOptions({
    queryKey: ['issues', 'activity', params],
    queryFn: ({ signal }) => getIssueActivity(params, signal),
  });

export function useIssueActivity(params: RangeParams, queryConfig?: QueryConfig<typeof getIssueActivityQueryOptions>) {
  return useQuery({ ...getIssueActivityQueryOptions(params), ...queryConfig });
}
