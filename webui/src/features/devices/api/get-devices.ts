import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { ListParams, Page } from '@/lib/types';
import type { Device } from '../types';

/** GET /api/devices with paging, sort, search, `filter=level:"id"` and `from`/`to`. */
export function getDevices(params: ListParams, signal?: AbortSignal): Promise<Page<Device>> {
  return getPage<Device>('/devices', params, signal);
}

export const getDevicesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['devices', 'list', params],
    queryFn: ({ signal }) => getDevices(params, signal),
  });

export function useDevices(params: ListParams, queryConfig?: QueryConfig<typeof getDevicesQueryOptions>) {
  return useQuery({ ...getDevicesQueryOptions(params), ...queryConfig });
}
