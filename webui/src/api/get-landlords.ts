import { apiClient, OPTION_PAGE_SIZE } from '@/lib/api-client';
import { defineStaticQuery } from '@/lib/query';
import { toList } from '@/lib/types';
import type { ApiSchema } from '@/api/schemas';

export type CompanyOption = Pick<ApiSchema<'CompanyOut'>, 'id' | 'name'>;

/** A company as the pickers list it; the id stands in for a missing name. */
export function companyOptionsOf(value: unknown): CompanyOption[] {
  return toList<{ id: string; name?: string | null }>(value).map((item) => ({ id: item.id, name: item.name || item.id }));
}

/** GET /api/companies/{part}: a first page of the companies of one kind the user may pick, keyed `['companies', part]`. */
export const companyOptionsQuery = (part: 'landlords' | 'cleaning-companies') =>
  defineStaticQuery(['companies', part], async (signal) =>
    companyOptionsOf(await apiClient.get(`/companies/${part}`, { page: 1, pageSize: OPTION_PAGE_SIZE }, { signal })),
  );

/** GET /api/companies/landlords: the landlords the user may pick (a landlord's staff: their own). */
export const { get: getLandlords, options: getLandlordsQueryOptions, use: useLandlords } = companyOptionsQuery('landlords');
