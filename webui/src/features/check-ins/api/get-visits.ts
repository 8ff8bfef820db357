import { apiClient } from '@/lib/api-client';
import { defineQuery } from '@/lib/query';
import type { ViewerZone } from '@/lib/viewer-offset';
import type { ApiSchema } from '@/api/schemas';
import type { VisitDay, VisitRow } from '../types';

/** The days (`YYYY-MM-DD`, both included) and the viewer's zone, which decides where a day begins. */
export interface VisitsParams extends ViewerZone {
  from: string;
  to: string;
}

const withId = (day: VisitDay): VisitRow => ({ ...day, id: `${day.facilityId}:${day.date}` });

/** GET /api/check-ins/visits: check-ins per toilet and day of the viewer. */
export async function getVisits({ from, to, utcOffsetMinutes, timeZone }: VisitsParams, signal?: AbortSignal): Promise<VisitRow[]> {
  const answer = await apiClient.get<ApiSchema<'VisitsOut'>>('/check-ins/visits', { from, to, utcOffsetMinutes, timeZone }, { signal });
  return answer.items.map(withId);
}

export const { use: useVisits } = defineQuery((params: VisitsParams) => ['check-ins', 'visits', params], getVisits, (params) => ({
  enabled: Boolean(params.from && params.to),
}));
