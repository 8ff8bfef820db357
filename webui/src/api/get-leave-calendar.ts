import { calendarQuery, type DateRange } from '@/lib/query';

/** A leave on a calendar (GET /api/leaves/calendar): the leave calendar, and schedule calendars beside the shifts. */
export interface CalendarLeave {
  leaveId: string;
  staffId: string;
  staffName?: string | null;
  type: string;
  status: string;
  startDate: string;
  endDate: string;
  numberOfDays?: number | null;
}

export type LeaveRange = DateRange;

/** GET /api/leaves/calendar?from=&to=: pending and approved leaves overlapping the range. */
export const {
  get: getLeaveCalendar,
  options: getLeaveCalendarQueryOptions,
  use: useLeaveCalendar,
} = calendarQuery<CalendarLeave>('leaves');
