import { apiClient } from '@/lib/api-client';
import { defineQuery, withId } from '@/lib/query';

/** The facility's public feedback page: its token and path (`/visit/<token>`). */
export interface FeedbackLink {
  token: string;
  path: string;
}

/** GET /api/facilities/{id}/feedback-link. */
export const { get: getFeedbackLink, options: getFeedbackLinkQueryOptions, use: useFeedbackLink } = defineQuery(
  (facilityId: string) => ['facilities', 'detail', facilityId, 'feedback-link'],
  (facilityId, signal) => apiClient.get<FeedbackLink>(`/facilities/${encodeURIComponent(facilityId)}/feedback-link`, undefined, { signal }),
  withId,
);
