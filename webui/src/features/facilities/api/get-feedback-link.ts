import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

/** The facility's public feedback page: its token and path (`/visit/<token>`). */
export interface FeedbackLink {
  token: string;
  path: string;
}

/** GET /api/facilities/{id}/feedback-link. */
export function getFeedbackLink(facilityId: string, signal?: AbortSignal): Promise<FeedbackLink> {
  return apiClient.get<FeedbackLink>(`/facilities/${encodeURIComponent(facilityId)}/feedback-link`, undefined, { signal });
}

export const getFeedbackLinkQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: ['facilities', 'detail', facilityId, 'feedback-link'],
    queryFn: ({ signal }) => getFeedbackLink(facilityId, signal),
    enabled: Boolean(facilityId),
  });

export function useFeedbackLink(facilityId: string, queryConfig?: QueryConfig<typeof getFeedbackLinkQueryOptions>) {
  return useQuery({ ...getFeedbackLinkQueryOptions(facilityId), ...queryConfig });
}
