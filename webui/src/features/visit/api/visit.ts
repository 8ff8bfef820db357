import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { defineQuery, withId } from '@/lib/query';
import type { ApiSchema } from '@/api/schemas';

/** What the public page tells a visitor about the facility of a QR code. */
export type VisitPlace = ApiSchema<'VisitOut'>;

export type VisitFeedback = ApiSchema<'VisitFeedback'>;

const path = (token: string) => `/public/visit/${encodeURIComponent(token)}`;

/** GET /api/public/visit/{token}, without signing in; an unknown token is a 404. */
export function getVisitPlace(token: string, signal?: AbortSignal): Promise<VisitPlace> {
  return apiClient.get<VisitPlace>(path(token), undefined, { signal, auth: false });
}

export const { options: getVisitPlaceQueryOptions, use: useVisitPlace } = defineQuery(
  (token: string) => ['public', 'visit', token],
  getVisitPlace,
  withId,
);

/** POST /api/public/visit/{token}/feedback: 201 when taken; 429 once the address sent enough for this facility. */
export function sendVisitFeedback(token: string, feedback: VisitFeedback): Promise<unknown> {
  return apiClient.post(`${path(token)}/feedback`, feedback, { auth: false });
}

export function useSendVisitFeedback(token: string) {
  return useMutation({ mutationFn: (feedback: VisitFeedback) => sendVisitFeedback(token, feedback) });
}
