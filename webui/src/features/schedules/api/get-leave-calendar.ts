import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { CalendarLeave, CalendarRange } from '../types';

/** GET /api/leaves/calendar?from=&to=: the leaves over the range (pending and approved). */
export async function getLeaveCalendar({ from, to }: CalendarRange, signal?: AbortSignal): Promise<CalendarLeave[]> {
  return toList<CalendarLeave>(await apiClient.get('/leaves/calendar', { from, to }, { signal }));
}

export const getLeaveCalendarQueryOptions = (range: CalendarRange | null) =>
  queryOptions({
    queryKey: ['leaves', 'calendar', range],
    queryFn: ({ signal }) => getLeaveCalendar(range as CalendarRange, signal),
    enabled: range !== null,
  });

/** The approved leaves a schedule calendar shows beside the shifts. */
export function useApprovedLeaves(range: CalendarRange | null) {
  return useQuery({ ...getLeaveCalendarQueryOptions(range), select: (leaves) => leaves.filter((leave) => leave.status === 'APPROVED') });
}
