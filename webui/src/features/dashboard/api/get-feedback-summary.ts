import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '@/lib/react-query';
import type { FeedbackAnswer } from '../types';
import { count, getRangeAnswer, list, maybe, text, type RangeParams } from './range-answer';

/** GET /api/dashboard/feedback: ratings in the range, their average, count per rating and per area. */
export async function getFeedbackSummary(params: RangeParams, signal?: AbortSignal): Promise<FeedbackAnswer> {
  const answer = await getRangeAnswer<FeedbackAnswer>('/dashboard/feedback', params, signal);
  return {
    from: text(answer.from),
    to: text(answer.to),
    count: count(answer.count),
    average: maybe(answer.average),
    perRating: list(answer.perRating),
    perArea: list(answer.perArea),
  };
}

export const getFeedbackSummaryQueryOptions = (params: RangeParams) =>
  queryOptions({
    queryKey: ['feedback', 'dashboard', params],
    queryFn: ({ signal }) => getFeedbackSummary(params, signal),
  });

export function useFeedbackSummary(params: RangeParams, queryConfig?: QueryConfig<typeof getFeedbackSummaryQueryOptions>) {
  return useQuery({ ...getFeedbackSummaryQueryOptions(params), ...queryConfig });
}
