import type { HotFacility, IssueActivity, IssueActivityDay, IssueTypeCount } from '../types';
import { count, listOf, nullable, record, text } from './answer-shape';
import { rangeQuery } from './range-answer';

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
export const {
  get: getIssueActivity,
  options: getIssueActivityQueryOptions,
  use: useIssueActivity,
} = rangeQuery(['issues', 'activity'], '/dashboard/issues', issueActivity);
