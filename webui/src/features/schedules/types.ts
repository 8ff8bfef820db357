import type { ApiSchema } from '@/api/schemas';

export const SCHEDULE_TYPES = ['REGULAR', 'RELIEF', 'OVERTIME'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

export type StaffRole = 'supervisor' | 'cleaner' | 'worker';

export type ScheduleFacility = ApiSchema<'ScheduleFacility'>;

/** A schedule as GET /api/schedules and /api/schedules/{id} answer it. */
export type Schedule = ApiSchema<'ScheduleOut'>;

export type ScheduleInput = ApiSchema<'ScheduleBody'>;

/** One shift of a schedule (GET /api/schedules/calendar): from `date` `shiftStart` to `endDate` `shiftEnd`. */
export type Occurrence = ApiSchema<'CalendarDay'>;

export type { CalendarLeave } from '@/api/get-leave-calendar';

export interface CalendarRange {
  from: string;
  to: string;
}
