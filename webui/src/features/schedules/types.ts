import type { Weekday } from '@/lib/dates';

export const SCHEDULE_TYPES = ['REGULAR', 'RELIEF', 'OVERTIME'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

export type StaffRole = 'supervisor' | 'cleaner' | 'worker';

export interface ScheduleFacility {
  id: string;
  name: string;
  buildingName?: string | null;
  floorLabel?: string | null;
}

/** A schedule as GET /api/schedules and /api/schedules/{id} answer it. */
export interface Schedule {
  id: string;
  version?: number | null;
  staffId: string;
  staffName?: string | null;
  staffRole?: StaffRole | string | null;
  companyId?: string | null;
  companyName?: string | null;
  startDate: string;
  endDate: string;
  shiftStart: string;
  shiftEnd: string;
  weekdays: Weekday[] | string[];
  facilityIds: string[];
  facilities?: ScheduleFacility[] | null;
  numberOfToilets?: number | null;
  type: ScheduleType | string;
  remarks?: string | null;
  assignedBy?: string | null;
  assignedByName?: string | null;
  assignedAt?: string | null;
  updatedAt?: string | null;
}

export interface ScheduleInput {
  staffId: string;
  startDate: string;
  endDate: string;
  shiftStart: string;
  shiftEnd: string;
  weekdays: string[];
  facilityIds: string[];
  type: string;
  remarks?: string;
  version?: number;
}

/** One shift of a schedule (GET /api/schedules/calendar): from `date` `shiftStart` to `endDate` `shiftEnd`. */
export interface Occurrence {
  scheduleId: string;
  /** The day it starts on. */
  date: string;
  /** The day it ends on: the next one for a night shift. */
  endDate?: string | null;
  shiftStart: string;
  shiftEnd: string;
  staffId: string;
  staffName?: string | null;
  staffRole?: string | null;
  type?: string | null;
  facilityNames?: string[] | null;
  onLeave: boolean;
}

export type { CalendarLeave } from '@/api/get-leave-calendar';

export interface CalendarRange {
  from: string;
  to: string;
}
