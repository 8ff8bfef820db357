import { apiClient } from '@/lib/api-client';
import { fetchAll, listQuery, toPage } from '@/lib/types';
import type { Account } from '../types';

/** Supervisors a cleaner or worker can report to (GET /api/users/supervisors, every page). */
export function getSupervisorOptions(signal?: AbortSignal): Promise<Account[]> {
  return fetchAll(async (params) =>
    toPage<Account>(await apiClient.get('/users/supervisors', listQuery(params), { signal }), params),
  );
}
