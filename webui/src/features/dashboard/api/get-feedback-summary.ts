import type { AreaCount, RatingCount } from '@/components/reports/report-types';
import type { FeedbackAnswer } from '../types';
import { count, listOf, nullable, record, text, textOrCount } from './answer-shape';
import { rangeQuery } from './range-answer';

const feedbackSummary = record<FeedbackAnswer>({
  from: text,
  to: text,
  count,
  average: nullable(count),
  perRating: listOf(record<RatingCount>({ rating: textOrCount, count })),
  perArea: listOf(record<AreaCount>({ area: text, count })),
});

/** GET /api/dashboard/feedback: ratings in the range, their average, count per rating and per area. */
export const {
  get: getFeedbackSummary,
  options: getFeedbackSummaryQueryOptions,
  use: useFeedbackSummary,
} = rangeQuery(['feedback', 'dashboard'], '/dashboard/feedback', feedbackSummary);
