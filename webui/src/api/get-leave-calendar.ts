import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';

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

export interface LeaveRange {
  from: string;
  to: string;
}

/** GET /api/leaves/calendar?from=&to=: pending and approved leaves overlapping the range. */
export async function getLeaveCalendar({ from, to }: LeaveRange, signal?: AbortSignal): Promise<CalendarLeave[]> {
  return toList<CalendarLeave>(await apiClient.get('/leaves/calendar', { from, to }, { signal }));
}

export const getLeaveCalendarQueryOptions = (range: LeaveRange | null) =>
  queryOptions({
    queryKey: ['leaves', 'calendar', range],
    queryFn: ({ signal }) => getLeaveCalendar(range as LeaveRange, signal),
    enabled: range !== null,
  });

export function useLeaveCalendar(range: LeaveRange | null) {
  return useQuery(getLeaveCalendarQueryOptions(range));
}
