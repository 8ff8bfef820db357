import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { Device } from '../types';

export function getDevice(id: string, signal?: AbortSignal): Promise<Device> {
  return apiClient.get<Device>(`/devices/${encodeURIComponent(id)}`, undefined, { signal });
}

export const getDeviceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['devices', 'detail', id],
    queryFn: ({ signal }) => getDevice(id, signal),
    enabled: Boolean(id),
  });

export function useDevice(id: string, queryConfig?: QueryConfig<typeof getDeviceQueryOptions>) {
  return useQuery({ ...getDeviceQueryOptions(id), ...queryConfig });
}
