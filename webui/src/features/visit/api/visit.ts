import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { defineQuery, withId } from '@/lib/query';

/** What the public page tells a visitor about the facility of a QR code. */
export interface VisitPlace {
  facilityName: string | null;
  buildingName: string | null;
  floorLabel: string | null;
}

export interface VisitFeedback {
  /** 1 excellent … 5 very poor. */
  rating: number;
  /** Area ids (docs/api.md, Sensor messages). */
  areas: string[];
}

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
