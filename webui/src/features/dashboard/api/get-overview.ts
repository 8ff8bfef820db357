import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { Overview } from '../types';
import { count, nullable, readAnswer, record } from './answer-shape';

const seen = nullable(count);

const overview = record<Overview>({
  companies: seen,
  buildings: seen,
  projects: seen,
  facilities: seen,
  openIssues: seen,
  devices: nullable(
    record<NonNullable<Overview['devices']>>({
      total: seen,
      online: seen,
      offline: seen,
      unknown: seen,
      lowBattery: seen,
      weakSignal: seen,
    }),
  ),
  gateways: nullable(record<NonNullable<Overview['gateways']>>({ connected: seen, disconnected: seen })),
});

/**
 * GET /api/dashboard/overview: what the caller's tenancy holds, counted on the server
 * (supervisors: their facilities'); a part the role may not see is null.
 */
export async function getOverview(signal?: AbortSignal): Promise<Overview> {
  return readAnswer(overview, await apiClient.get('/dashboard/overview', undefined, { signal }));
}

export const getOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'overview'],
    queryFn: ({ signal }) => getOverview(signal),
  });

export function useOverview(queryConfig?: QueryConfig<typeof getOverviewQueryOptions>) {
  return useQuery({ ...getOverviewQueryOptions(), ...queryConfig });
}
