import type { MessageDescriptor } from 'react-intl';
import { dashboardMessages as m } from '../messages';

/** A range of the activity widgets: the last `count` days or weeks (a week is seven days). */
export interface ActivityRange {
  key: string;
  count: number;
  unit: 'day' | 'week';
}

export const ACTIVITY_RANGES: readonly ActivityRange[] = [
  { key: '7d', count: 7, unit: 'day' },
  { key: '14d', count: 14, unit: 'day' },
  { key: '30d', count: 30, unit: 'day' },
  { key: '4w', count: 4, unit: 'week' },
  { key: '12w', count: 12, unit: 'week' },
];

export const DEFAULT_ACTIVITY_RANGE = ACTIVITY_RANGES[0];

/** The range as the range calls take it: `weeks=N` for weeks, `days=N` for days. */
export const rangeQueryOf = (range: ActivityRange): { days: number } | { weeks: number } =>
  range.unit === 'week' ? { weeks: range.count } : { days: range.count };

export const rangeLabel = (range: ActivityRange): MessageDescriptor => (range.unit === 'week' ? m.lastWeeks : m.lastDays);
