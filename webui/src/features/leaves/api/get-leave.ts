import { recordQuery } from '@/lib/query';
import type { Leave } from '../types';

/** GET /api/leaves/{id}. */
export const { get: getLeave, options: getLeaveQueryOptions, use: useLeave } = recordQuery<Leave>('leaves');
