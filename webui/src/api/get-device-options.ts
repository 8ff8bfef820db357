import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export interface DeviceOption {
  id: string;
  name: string;
  facilityId?: string | null;
}

/** The devices a manager sees, by name (GET /api/devices, every page), narrowed by `filter` (`facility:"id"`). */
export function getDeviceOptions(filter: readonly string[] = [], signal?: AbortSignal): Promise<DeviceOption[]> {
  return getAllPages<DeviceOption>('/devices', { sort: 'name', filter: [...filter] }, signal);
}

export const getDeviceOptionsQueryOptions = (filter: readonly string[] = []) =>
  queryOptions({
    queryKey: ['devices', 'options', { filter }],
    queryFn: ({ signal }) => getDeviceOptions(filter, signal),
  });

export function useDeviceOptions(filter?: readonly string[], queryConfig?: QueryConfig<typeof getDeviceOptionsQueryOptions>) {
  return useQuery({ ...getDeviceOptionsQueryOptions(filter), ...queryConfig });
}
