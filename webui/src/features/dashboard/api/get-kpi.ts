import { queryOptions, useQuery } from '@tanstack/react-query';
import { toKpi } from '@/components/reports/report-types';
import type { QueryConfig } from '@/lib/react-query';
import type { KpiAnswer } from '../types';
import { getRangeAnswer, list, text, type RangeParams } from './range-answer';

/** GET /api/dashboard/kpi: response times of the issues resolved in the range, overall and per building. */
export async function getKpi(params: RangeParams, signal?: AbortSignal): Promise<KpiAnswer> {
  const answer = await getRangeAnswer<KpiAnswer>('/dashboard/kpi', params, signal);
  return {
    from: text(answer.from),
    to: text(answer.to),
    overall: toKpi(answer.overall),
    perBuilding: list<Record<string, unknown>>(answer.perBuilding).map((building) => ({
      ...toKpi(building),
      id: text(building.id),
      name: text(building.name),
    })),
  };
}

export const getKpiQueryOptions = (params: RangeParams) =>
  queryOptions({
    queryKey: ['issues', 'kpi', params],
    queryFn: ({ signal }) => getKpi(params, signal),
  });

export function useKpi(params: RangeParams, queryConfig?: QueryConfig<typeof getKpiQueryOptions>) {
  return useQuery({ ...getKpiQueryOptions(params), ...queryConfig });
}
