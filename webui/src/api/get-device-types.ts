import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { typeOptionsOf, type TypeOption } from './get-issue-types';

/** GET /api/devices/types → [{id, title}]: managers only. */
export async function getDeviceTypes(signal?: AbortSignal): Promise<TypeOption[]> {
  return typeOptionsOf(await apiClient.get('/devices/types', undefined, { signal }));
}

export const getDeviceTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['devices', 'types'],
    queryFn: ({ signal }) => getDeviceTypes(signal),
    staleTime: Infinity,
  });

export function useDeviceTypes(queryConfig?: QueryConfig<typeof getDeviceTypesQueryOptions>) {
  return useQuery({ ...getDeviceTypesQueryOptions(), ...queryConfig });
}
