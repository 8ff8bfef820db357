import { pageQuery } from '@/lib/query';
import type { Schedule } from '../types';

/** GET /api/schedules with paging, sort, search, filters and a date range (schedules overlapping it). */
export const { get: getSchedules, options: getSchedulesQueryOptions } = pageQuery<Schedule>('schedules');
