import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';

export type StaffSegment = 'supervisors' | 'cleaners' | 'workers';

export interface StaffOption {
  id: string;
  loginName?: string | null;
  profile?: { name?: string | null } | null;
  companyId?: string | null;
}

/** What a picker shows of a staff member: the name, else the login name. */
export const staffName = (member: StaffOption) => member.profile?.name || member.loginName || member.id;

/** The supervisors, cleaners or workers the user may pick (GET /api/users/{segment}, every page, by name). */
export function getStaffOptions(segment: StaffSegment, signal?: AbortSignal): Promise<StaffOption[]> {
  return getAllPages<StaffOption>(`/users/${segment}`, { sort: 'name' }, signal);
}

export const getStaffOptionsQueryOptions = (segment: StaffSegment) =>
  queryOptions({
    queryKey: ['users', segment, 'options'],
    queryFn: ({ signal }) => getStaffOptions(segment, signal),
  });

export function useStaffOptions(segment: StaffSegment, queryConfig?: QueryConfig<typeof getStaffOptionsQueryOptions>) {
  return useQuery({ ...getStaffOptionsQueryOptions(segment), ...queryConfig });
}
