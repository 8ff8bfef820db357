import { getAllPages } from '@/lib/api-client';
import { defineQuery } from '@/lib/query';
import type { ApiSchema } from '@/api/schemas';

export type StaffSegment = 'supervisors' | 'cleaners' | 'workers';

export type StaffOption = Pick<ApiSchema<'AccountOut'>, 'id' | 'loginName' | 'profile' | 'companyId'>;

/** What a picker shows of a staff member: the name, else the login name. */
export const staffName = (member: StaffOption) => member.profile?.name || member.loginName || member.id;

/** The supervisors, cleaners or workers the user may pick (GET /api/users/{segment}, every page, by name). */
export const { get: getStaffOptions, options: getStaffOptionsQueryOptions, use: useStaffOptions } = defineQuery(
  (segment: StaffSegment) => ['users', segment, 'options'],
  (segment, signal) => getAllPages<StaffOption>(`/users/${segment}`, { sort: 'name' }, signal),
);
