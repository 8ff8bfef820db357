import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AreaCount, RatingCount } from '@/components/reports/report-types';
import type { QueryConfig } from '@/lib/react-query';
import type { FeedbackAnswer } from '../types';
import { count, listOf, nullable, record, text, textOrCount } from './answer-shape';
import { getRangeAnswer, type RangeParams } from './range-answer';

const feedbackSummary = record<FeedbackAnswer>({
  from: text,
  to: text,
  count,
  average: nullable(count),
  perRating: listOf(record<RatingCount>({ rating: textOrCount, count })),
  perArea: listOf(record<AreaCount>({ area: text, count })),
});

/** GET /api/dashboard/feedback: ratings in the range, their average, count per rating and per area. */
export function getFeedbackSummary(params: RangeParams, signal?: AbortSignal): Promise<FeedbackAnswer> {
  return getRangeAnswer('/dashboard/feedback', params, feedbackSummary, signal);
}

export const getFeedbackSummaryQueryOptions = (params: RangeParams) =>
  queryOptions({
    queryKey: ['feedback', 'dashboard', params],
    queryFn: ({ signal }) => getFeedbackSummary(params, signal),
  });

export function useFeedbackSummary(params: RangeParams, queryConfig?: QueryConfig<typeof getFeedbackSummaryQueryOptions>) {
  return useQuery({ ...getFeedbackSummaryQueryOptions(params), ...queryConfig });
}
