import { apiClient } from '@/lib/api-client';
import { defineQuery, withId } from '@/lib/query';
import type { ApiSchema } from '@/api/schemas';

/** The facility's public feedback page: its token and path (`/visit/<token>`). */
export type FeedbackLink = ApiSchema<'FeedbackLinkOut'>;

/** GET /api/facilities/{id}/feedback-link. */
export const { get: getFeedbackLink, options: getFeedbackLinkQueryOptions, use: useFeedbackLink } = defineQuery(
  (facilityId: string) => ['facilities', 'detail', facilityId, 'feedback-link'],
  (facilityId, signal) => apiClient.get<FeedbackLink>(`/facilities/${encodeURIComponent(facilityId)}/feedback-link`, undefined, { signal }),
  withId,
);
