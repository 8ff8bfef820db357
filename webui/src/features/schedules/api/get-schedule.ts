import { recordQuery } from '@/lib/query';
import type { Schedule } from '../types';

/** GET /api/schedules/{id}. */
export const { get: getSchedule, options: getScheduleQueryOptions, use: useSchedule } = recordQuery<Schedule>('schedules');
