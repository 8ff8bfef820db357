import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { Overview } from '../types';
import { maybe } from './range-answer';

type Loose = Record<string, unknown> | null | undefined;

/**
 * GET /api/dashboard/overview: what the caller's tenancy holds, counted on the server
 * (supervisors: their facilities'); a part the role may not see is null.
 */
export async function getOverview(signal?: AbortSignal): Promise<Overview> {
  const answer = ((await apiClient.get('/dashboard/overview', undefined, { signal })) ?? {}) as Record<string, unknown>;
  const devices = answer.devices as Loose;
  const gateways = answer.gateways as Loose;
  return {
    companies: maybe(answer.companies),
    buildings: maybe(answer.buildings),
    projects: maybe(answer.projects),
    facilities: maybe(answer.facilities),
    openIssues: maybe(answer.openIssues),
    devices: devices
      ? {
          total: maybe(devices.total),
          online: maybe(devices.online),
          offline: maybe(devices.offline),
          unknown: maybe(devices.unknown),
          lowBattery: maybe(devices.lowBattery),
          weakSignal: maybe(devices.weakSignal),
        }
      : null,
    gateways: gateways ? { connected: maybe(gateways.connected), disconnected: maybe(gateways.disconnected) } : null,
  };
}

export const getOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'overview'],
    queryFn: ({ signal }) => getOverview(signal),
  });

export function useOverview(queryConfig?: QueryConfig<typeof getOverviewQueryOptions>) {
  return useQuery({ ...getOverviewQueryOptions(), ...queryConfig });
}
