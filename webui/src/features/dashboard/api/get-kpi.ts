import type { Kpi } from '@/components/reports/report-types';
import { defineQuery } from '@/lib/query';
import type { KpiAnswer } from '../types';
import { count, listOf, nullable, record, text, type Fields } from './answer-shape';
import { getRangeAnswer, type RangeParams } from './range-answer';

const kpiFields: Fields<Kpi> = {
  resolved: count,
  resolvedByStaff: count,
  resolvedBySystem: count,
  meanMinutes: nullable(count),
  medianMinutes: nullable(count),
  p90Minutes: nullable(count),
  withinTarget: nullable(count),
};

const kpiAnswer = record<Omit<KpiAnswer, 'perBuilding'> & { perBuilding: (Kpi & { id: string; name: string | null })[] }>({
  from: text,
  to: text,
  overall: record<Kpi>(kpiFields),
  // A building's name is null once it is gone; the chart then names it by nothing.
  perBuilding: listOf(record<Kpi & { id: string; name: string | null }>({ ...kpiFields, id: text, name: nullable(text) })),
});

/** GET /api/dashboard/kpi: response times of the issues resolved in the range, overall and per building. */
export async function getKpi(params: RangeParams, signal?: AbortSignal): Promise<KpiAnswer> {
  const answer = await getRangeAnswer('/dashboard/kpi', params, kpiAnswer, signal);
  return { ...answer, perBuilding: answer.perBuilding.map((building) => ({ ...building, name: building.name ?? '' })) };
}

export const { options: getKpiQueryOptions, use: useKpi } = defineQuery((params: RangeParams) => ['issues', 'kpi', params], getKpi);
