import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { toList } from '@/lib/types';
import type { Gateway } from '../types';

/** GET /api/ingest/gateways: managers only. */
export async function getGateways(signal?: AbortSignal): Promise<Gateway[]> {
  return toList<Gateway>(await apiClient.get('/ingest/gateways', undefined, { signal }));
}

export const getGatewaysQueryOptions = () =>
  queryOptions({
    queryKey: ['gateways'],
    queryFn: ({ signal }) => getGateways(signal),
  });

export function useGateways(queryConfig?: QueryConfig<typeof getGatewaysQueryOptions>) {
  return useQuery({ ...getGatewaysQueryOptions(), ...queryConfig });
}
