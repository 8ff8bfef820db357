import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '@/lib/react-query';
import type { FacilityUsage, Usage, UsageDay, UsageSensors } from '../types';
import { count, listOf, nullable, record, text } from './answer-shape';
import { getRangeAnswer, type RangeParams } from './range-answer';

const usage = record<Usage>({
  from: text,
  to: text,
  people: count,
  litres: count,
  mainMeterLitres: nullable(count),
  perDay: listOf(record<UsageDay>({ day: text, people: count, litres: count, mainMeterLitres: nullable(count) })),
  byFacility: listOf(
    record<FacilityUsage>({ facilityId: text, facilityName: nullable(text), buildingName: nullable(text), people: count, litres: count }),
  ),
  sensors: record<UsageSensors>({ peopleCounters: count, waterMeters: count, mainWaterMeters: count, feedbackPanels: count, devices: count }),
});

/**
 * GET /api/dashboard/usage?days|weeks=&utcOffsetMinutes=: people counted and litres of water used
 * per day (the toilets' meters, and beside them the main meters'), and the facilities that used the most water.
 */
export function getUsage(params: RangeParams, signal?: AbortSignal): Promise<Usage> {
  return getRangeAnswer('/dashboard/usage', params, usage, signal);
}

export const getUsageQueryOptions = (params: RangeParams) =>
  queryOptions({
    queryKey: ['usage', 'dashboard', params],
    queryFn: ({ signal }) => getUsage(params, signal),
  });

export function useUsage(params: RangeParams, queryConfig?: QueryConfig<typeof getUsageQueryOptions>) {
  return useQuery({ ...getUsageQueryOptions(params), ...queryConfig });
}
