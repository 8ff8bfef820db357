export const LEAVE_TYPES = ['MC', 'ANNUAL', 'OFF_IN_LIEU', 'HALF_DAY_AM', 'HALF_DAY_PM', 'NO_PAY'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

export const LEAVE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** Half days are one date and half a day. */
export const isHalfDay = (type: string) => type === 'HALF_DAY_AM' || type === 'HALF_DAY_PM';

/** A leave as GET /api/leaves and /api/leaves/{id} answer it. */
export interface Leave {
  id: string;
  version?: number | null;
  staffId: string;
  staffName?: string | null;
  staffRole?: string | null;
  companyId?: string | null;
  supervisorId?: string | null;
  supervisorName?: string | null;
  type: LeaveType | string;
  startDate: string;
  endDate: string;
  numberOfDays?: number | null;
  status: LeaveStatus | string;
  remarks?: string | null;
  receivedAt?: string | null;
  decidedBy?: string | null;
  decidedByName?: string | null;
  decidedAt?: string | null;
  decisionRemarks?: string | null;
  canDecide?: boolean;
  canWithdraw?: boolean;
}

export interface LeaveInput {
  type: string;
  startDate: string;
  endDate: string;
  staffId?: string;
  remarks?: string;
}

export interface LeaveDecision {
  status: 'APPROVED' | 'REJECTED' | 'WITHDRAWN';
  remarks?: string;
}

export type { CalendarLeave } from '@/api/get-leave-calendar';
