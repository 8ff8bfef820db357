import { pageQuery } from '@/lib/query';
import type { Leave } from '../types';

/** GET /api/leaves with paging, sort, search, filters (status, type, staff) and a date range. */
export const { get: getLeaves, options: getLeavesQueryOptions } = pageQuery<Leave>('leaves');
