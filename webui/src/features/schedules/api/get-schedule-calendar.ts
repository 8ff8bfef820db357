import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { CalendarRange, Occurrence } from '../types';

/** GET /api/schedules/calendar?from=&to=: each working day of each schedule over the range (62 days at most). */
export async function getScheduleCalendar({ from, to }: CalendarRange, signal?: AbortSignal): Promise<Occurrence[]> {
  return toList<Occurrence>(await apiClient.get('/schedules/calendar', { from, to }, { signal }));
}

export const getScheduleCalendarQueryOptions = (range: CalendarRange | null) =>
  queryOptions({
    queryKey: ['schedules', 'calendar', range],
    queryFn: ({ signal }) => getScheduleCalendar(range as CalendarRange, signal),
    enabled: range !== null,
  });

export function useScheduleCalendar(range: CalendarRange | null) {
  return useQuery(getScheduleCalendarQueryOptions(range));
}
