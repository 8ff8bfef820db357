import type { ApiSchema } from '@/api/schemas';

export const LEAVE_TYPES = ['MC', 'ANNUAL', 'OFF_IN_LIEU', 'HALF_DAY_AM', 'HALF_DAY_PM', 'NO_PAY'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

export const LEAVE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** Half days are one date and half a day. */
export const isHalfDay = (type: string) => type === 'HALF_DAY_AM' || type === 'HALF_DAY_PM';

/** A leave as GET /api/leaves and /api/leaves/{id} answer it. */
export type Leave = ApiSchema<'LeaveOut'>;

export type LeaveInput = ApiSchema<'LeaveBody'>;

export interface LeaveDecision extends ApiSchema<'LeaveStatusBody'> {
  status: 'APPROVED' | 'REJECTED' | 'WITHDRAWN';
}

export type { CalendarLeave } from '@/api/get-leave-calendar';
