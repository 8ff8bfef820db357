import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { Page } from '@/lib/types';
import type { DeviceHealth } from '../types';

/** Up to 500 devices (the API's largest page), to count low batteries and weak signals. */
export const DEVICE_SAMPLE_SIZE = 500;

export function getDeviceSample(signal?: AbortSignal): Promise<Page<DeviceHealth>> {
  return getPage<DeviceHealth>('/devices', { page: 1, pageSize: DEVICE_SAMPLE_SIZE }, signal);
}

export const getDeviceSampleQueryOptions = () =>
  queryOptions({
    queryKey: ['devices', 'sample'],
    queryFn: ({ signal }) => getDeviceSample(signal),
  });

export function useDeviceSample(queryConfig?: QueryConfig<typeof getDeviceSampleQueryOptions>) {
  return useQuery({ ...getDeviceSampleQueryOptions(), ...queryConfig });
}
