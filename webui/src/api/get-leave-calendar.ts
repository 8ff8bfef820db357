import { calendarQuery, type DateRange } from '@/lib/query';
import type { ApiSchema } from '@/api/schemas';

/** A leave on a calendar (GET /api/leaves/calendar): the leave calendar, and schedule calendars beside the shifts. */
export type CalendarLeave = ApiSchema<'CalendarLeave'>;

export type LeaveRange = DateRange;

/** GET /api/leaves/calendar?from=&to=: pending and approved leaves overlapping the range. */
export const {
  get: getLeaveCalendar,
  options: getLeaveCalendarQueryOptions,
  use: useLeaveCalendar,
} = calendarQuery<CalendarLeave>('leaves');
