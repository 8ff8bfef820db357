import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '@/lib/react-query';
import type { Usage } from '../types';
import { count, getRangeAnswer, list, maybe, text, type RangeParams } from './range-answer';

/**
 * GET /api/dashboard/usage?days|weeks=&utcOffsetMinutes=: people counted and litres of water used
 * per day (the toilets' meters, and beside them the main meters'), and the facilities that used the most water.
 */
export async function getUsage(params: RangeParams, signal?: AbortSignal): Promise<Usage> {
  const answer = await getRangeAnswer<Usage>('/dashboard/usage', params, signal);
  return {
    from: text(answer.from),
    to: text(answer.to),
    people: count(answer.people),
    litres: count(answer.litres),
    mainMeterLitres: maybe(answer.mainMeterLitres),
    perDay: list(answer.perDay),
    byFacility: list(answer.byFacility),
  };
}

export const getUsageQueryOptions = (params: RangeParams) =>
  queryOptions({
    queryKey: ['usage', 'dashboard', params],
    queryFn: ({ signal }) => getUsage(params, signal),
  });

export function useUsage(params: RangeParams, queryConfig?: QueryConfig<typeof getUsageQueryOptions>) {
  return useQuery({ ...getUsageQueryOptions(params), ...queryConfig });
}
