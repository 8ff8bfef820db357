import { listOf, numberOr, textOf, toKpi } from '@/components/reports/report-types';
import { apiClient, downloadFile } from '@/lib/api-client';
import { defineQuery } from '@/lib/query';
import type { Breakdown, KpiBreakdowns, KpiGroup } from '../kpi-types';
import type { RangeParams } from './range-answer';

const groups = (value: unknown): KpiGroup[] =>
  listOf<Record<string, unknown>>(value).map((group) => ({
    ...toKpi(group),
    id: textOf(group.id),
    name: typeof group.name === 'string' ? group.name : null,
  }));

/** GET /api/dashboard/kpi with every breakdown (the KPI screen's). */
export async function getKpiBreakdowns(params: RangeParams, signal?: AbortSignal): Promise<KpiBreakdowns> {
  const answer = ((await apiClient.get('/dashboard/kpi', { ...params }, { signal })) ?? {}) as Record<string, unknown>;
  return {
    from: textOf(answer.from),
    to: textOf(answer.to),
    overall: toKpi(answer.overall),
    escalated: numberOr(answer.escalated, 0),
    perBuilding: groups(answer.perBuilding),
    perCompany: groups(answer.perCompany),
    perStaff: groups(answer.perStaff),
    perType: listOf<Record<string, unknown>>(answer.perType).map((row) => ({
      ...toKpi(row),
      issueType: textOf(row.issueType),
      targetMinutes: numberOr(row.targetMinutes, null),
    })),
  };
}

// Under `issues`: a resolution changes it, as it changes the dashboard's KPI.
export const { options: getKpiBreakdownsQueryOptions, use: useKpiBreakdowns } = defineQuery(
  (params: RangeParams) => ['issues', 'kpi', 'breakdowns', params],
  getKpiBreakdowns,
);

/** GET /api/dashboard/kpi/export: saves one breakdown over the same range as kpi-per-<breakdown>.csv. */
export function exportKpi(params: RangeParams, breakdown: Breakdown): Promise<string> {
  return downloadFile('/dashboard/kpi/export', `kpi-per-${breakdown}.csv`, { ...params, breakdown });
}
