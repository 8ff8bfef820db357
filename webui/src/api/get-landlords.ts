import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, OPTION_PAGE_SIZE } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { toList } from '@/lib/types';

export interface CompanyOption {
  id: string;
  name: string;
}

/** A company as the pickers list it; the id stands in for a missing name. */
export function companyOptionsOf(value: unknown): CompanyOption[] {
  return toList<{ id: string; name?: string | null }>(value).map((item) => ({ id: item.id, name: item.name || item.id }));
}

/** GET /api/companies/landlords: the landlords the user may pick (a landlord's staff: their own). */
export async function getLandlords(signal?: AbortSignal): Promise<CompanyOption[]> {
  return companyOptionsOf(await apiClient.get('/companies/landlords', { page: 1, pageSize: OPTION_PAGE_SIZE }, { signal }));
}

export const getLandlordsQueryOptions = () =>
  queryOptions({
    queryKey: ['companies', 'landlords'],
    queryFn: ({ signal }) => getLandlords(signal),
  });

export function useLandlords(queryConfig?: QueryConfig<typeof getLandlordsQueryOptions>) {
  return useQuery({ ...getLandlordsQueryOptions(), ...queryConfig });
}
