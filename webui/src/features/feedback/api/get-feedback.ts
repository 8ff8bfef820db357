import { queryOptions } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { ListParams, Page } from '@/lib/types';
import type { Feedback } from '../types';

/** GET /api/feedback with paging, sort (timestamp, rating), search and filters (estate tree, rating, area, dates). */
export function getFeedback(params: ListParams, signal?: AbortSignal): Promise<Page<Feedback>> {
  return getPage<Feedback>('/feedback', params, signal);
}

export const getFeedbackQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['feedback', 'list', params],
    queryFn: ({ signal }) => getFeedback(params, signal),
  });
