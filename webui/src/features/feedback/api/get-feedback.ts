import { pageQuery } from '@/lib/query';
import type { Feedback } from '../types';

/** GET /api/feedback with paging, sort (timestamp, rating), search and filters (estate tree, rating, area, dates). */
export const { get: getFeedback, options: getFeedbackQueryOptions } = pageQuery<Feedback>('feedback');
