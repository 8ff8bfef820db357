import { listOf, textOf, toReport } from '@/components/reports/report-types';
import { apiClient, downloadFile } from '@/lib/api-client';
import { defineQuery } from '@/lib/query';
import type { QueryConfig } from '@/lib/react-query';
import type { BuildingReport, Reports, ReportsParams } from '../types';

const query = ({ from, to, buildingId, utcOffsetMinutes, timeZone }: ReportsParams) => ({ from, to, buildingId: buildingId || undefined, utcOffsetMinutes, timeZone });

/** GET /api/reports?from=&to=&utcOffsetMinutes=[&buildingId=]: each building's period in the viewer's days. */
export async function getReports(params: ReportsParams, signal?: AbortSignal): Promise<Reports> {
  const answer = ((await apiClient.get('/reports', query(params), { signal })) ?? {}) as Record<string, unknown>;
  return {
    from: textOf(answer.from) || params.from,
    to: textOf(answer.to) || params.to,
    buildings: listOf<Record<string, unknown>>(answer.buildings).map(
      (building): BuildingReport => ({
        ...toReport(building),
        buildingId: textOf(building.buildingId),
        buildingName: textOf(building.buildingName),
        landlordName: textOf(building.landlordName) || null,
      }),
    ),
  };
}

export const { options: getReportsQueryOptions, use: useReportsOf } = defineQuery(
  (params: ReportsParams) => ['reports', 'buildings', params],
  getReports,
);

/** The reports of `params`; none asked while there are none (the form not yet complete). */
export function useReports(params: ReportsParams | null, queryConfig?: QueryConfig<typeof getReportsQueryOptions>) {
  return useReportsOf(params ?? { from: '', to: '' }, { enabled: params !== null, ...queryConfig });
}

/** GET /api/reports/export: saves reports.csv, a row per building. */
export function exportReports(params: ReportsParams): Promise<string> {
  return downloadFile('/reports/export', 'reports.csv', query(params));
}
