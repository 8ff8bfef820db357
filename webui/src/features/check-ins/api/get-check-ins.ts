import { apiClient } from '@/lib/api-client';
import { defineQuery } from '@/lib/query';
import { listQuery, toPage, type ListParams, type Page } from '@/lib/types';
import type { CheckIn } from '../types';

/** The list's page, sort and search, one facility, and the UTC days (`from`/`to`, as every list takes them). */
export interface CheckInsParams extends ListParams {
  facilityId: string;
}

/** GET /api/check-ins: a facility's check-ins, newest first unless sorted otherwise. */
export async function getCheckIns({ facilityId, ...params }: CheckInsParams, signal?: AbortSignal): Promise<Page<CheckIn>> {
  return toPage<CheckIn>(await apiClient.get('/check-ins', { ...listQuery(params), facilityId }, { signal }), params);
}

export const { options: getCheckInsQueryOptions } = defineQuery((params: CheckInsParams) => ['check-ins', 'list', params], getCheckIns, (params) => ({
  enabled: Boolean(params.facilityId),
}));
