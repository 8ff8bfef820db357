import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { toList } from '@/lib/types';
import type { CompanyBuilding } from '../types';

/** GET /api/companies/{id}/buildings: a landlord's buildings, or those a cleaning company's projects cover. */
export async function getCompanyBuildings(id: string, signal?: AbortSignal): Promise<CompanyBuilding[]> {
  return toList<CompanyBuilding>(await apiClient.get(`/companies/${encodeURIComponent(id)}/buildings`, undefined, { signal }));
}

export const getCompanyBuildingsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['companies', 'detail', id, 'buildings'],
    queryFn: ({ signal }) => getCompanyBuildings(id, signal),
  });

export function useCompanyBuildings(id: string, queryConfig?: QueryConfig<typeof getCompanyBuildingsQueryOptions>) {
  return useQuery({ ...getCompanyBuildingsQueryOptions(id), ...queryConfig });
}
