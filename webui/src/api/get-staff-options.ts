import { getAllPages } from '@/lib/api-client';
import { defineQuery } from '@/lib/query';

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
export const { get: getStaffOptions, options: getStaffOptionsQueryOptions, use: useStaffOptions } = defineQuery(
  (segment: StaffSegment) => ['users', segment, 'options'],
  (segment, signal) => getAllPages<StaffOption>(`/users/${segment}`, { sort: 'name' }, signal),
);
