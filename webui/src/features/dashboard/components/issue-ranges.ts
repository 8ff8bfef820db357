import type { MessageDescriptor } from 'react-intl';
import { dashboardMessages as m } from '../messages';

/** A range of the issue widgets: the last `count` days or weeks (a week is seven days). */
export interface IssueRange {
  key: string;
  count: number;
  unit: 'day' | 'week';
}

export const ISSUE_RANGES: readonly IssueRange[] = [
  { key: '7d', count: 7, unit: 'day' },
  { key: '14d', count: 14, unit: 'day' },
  { key: '30d', count: 30, unit: 'day' },
  { key: '4w', count: 4, unit: 'week' },
  { key: '12w', count: 12, unit: 'week' },
];

export const DEFAULT_ISSUE_RANGE = ISSUE_RANGES[0];

export const daysOf = (range: IssueRange) => (range.unit === 'week' ? range.count * 7 : range.count);

export const rangeLabel = (range: IssueRange): MessageDescriptor => (range.unit === 'week' ? m.lastWeeks : m.lastDays);
