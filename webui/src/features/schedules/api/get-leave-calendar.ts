import { useQuery } from '@tanstack/react-query';
import { getLeaveCalendarQueryOptions } from '@/api/get-leave-calendar';
import type { CalendarRange } from '../types';

/** The approved leaves a schedule calendar shows beside the shifts. */
export function useApprovedLeaves(range: CalendarRange | null) {
  return useQuery({ ...getLeaveCalendarQueryOptions(range), select: (leaves) => leaves.filter((leave) => leave.status === 'APPROVED') });
}
