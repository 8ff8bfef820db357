import { apiClient } from '@/lib/api-client';
import { fetchAll, listQuery, toPage } from '@/lib/types';
import type { StaffMember, StaffRole } from '../types';

/** The supervisors, cleaners or workers the user may assign (GET /api/users/{segment}, every page). */
export function getStaffOptions(role: StaffRole, signal?: AbortSignal): Promise<StaffMember[]> {
  return fetchAll(async (params) =>
    toPage<StaffMember>(await apiClient.get(`/users/${role}s`, listQuery({ ...params, sort: 'name' }), { signal }), params),
  );
}
