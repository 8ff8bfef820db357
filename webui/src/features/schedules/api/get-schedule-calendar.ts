import { calendarQuery } from '@/lib/query';
import type { Occurrence } from '../types';

/** GET /api/schedules/calendar?from=&to=: each working day of each schedule over the range (62 days at most). */
export const {
  get: getScheduleCalendar,
  options: getScheduleCalendarQueryOptions,
  use: useScheduleCalendar,
} = calendarQuery<Occurrence>('schedules');
