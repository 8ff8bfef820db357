import { listOf, numberOr, textOf, toReport, type Report } from '@/components/reports/report-types';
import { apiClient } from '@/lib/api-client';
import { defineQuery } from '@/lib/query';

/** One day of a facility's report. */
export interface FacilityReportDay {
  /** `YYYY-MM-DD`. */
  day: string;
  people: number;
  litres: number;
  opened: number;
  resolved: number;
  feedbackCount: number;
  /** 1 excellent … 5 very poor; null on a day without feedback. */
  feedbackAverage: number | null;
}

export interface FacilityReport extends Report {
  facilityId: string;
  facilityName: string;
  perDay: FacilityReportDay[];
}

export interface FacilityReportParams {
  facilityId: string;
  from: string;
  to: string;
  /** The viewer's offset from UTC, so a day of the period is the viewer's day. */
  utcOffsetMinutes?: number;
  /** The viewer's named zone when one is chosen (the API prefers it to the offset). */
  timeZone?: string;
}

/** GET /api/facilities/{id}/reports?from=&to=&utcOffsetMinutes=: the facility's period, with its numbers per viewer's day. */
export async function getFacilityReport({ facilityId, from, to, utcOffsetMinutes, timeZone }: FacilityReportParams, signal?: AbortSignal): Promise<FacilityReport> {
  const path = `/facilities/${encodeURIComponent(facilityId)}/reports`;
  const answer = ((await apiClient.get(path, { from, to, utcOffsetMinutes, timeZone }, { signal })) ?? {}) as Record<string, unknown>;
  return {
    ...toReport(answer),
    facilityId: textOf(answer.facilityId) || facilityId,
    facilityName: textOf(answer.facilityName),
    perDay: listOf<Record<string, unknown>>(answer.perDay).map((day) => ({
      day: textOf(day.day),
      people: numberOr(day.people, 0),
      litres: numberOr(day.litres, 0),
      opened: numberOr(day.opened, 0),
      resolved: numberOr(day.resolved, 0),
      feedbackCount: numberOr(day.feedbackCount, 0),
      feedbackAverage: numberOr(day.feedbackAverage, null),
    })),
  };
}

export const { options: getFacilityReportQueryOptions, use: useFacilityReport } = defineQuery(
  (params: FacilityReportParams) => ['facilities', 'detail', params.facilityId, 'reports', { from: params.from, to: params.to }],
  getFacilityReport,
  (params) => ({ enabled: Boolean(params.facilityId && params.from && params.to) }),
);
