import { useQueries } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { profileAtom } from '@/lib/session-atoms';
import { getStaffOptionsQueryOptions, staffName, type StaffSegment } from './get-staff-options';

export type StaffMemberRole = 'supervisor' | 'cleaner' | 'worker';

export interface StaffMember {
  id: string;
  name: string;
  role: StaffMemberRole;
  segment: StaffSegment;
}

const SEGMENTS: { segment: StaffSegment; role: StaffMemberRole }[] = [
  { segment: 'supervisors', role: 'supervisor' },
  { segment: 'cleaners', role: 'cleaner' },
  { segment: 'workers', role: 'worker' },
];

/**
 * Everyone a schedule or a leave may be for: the supervisors, cleaners and workers the user
 * may list, by name. A list the role may not read (a supervisor reading supervisors) is left
 * out rather than failing the chooser; a supervisor is in it as themselves all the same.
 */
export function useStaffMembers({ enabled = true }: { enabled?: boolean } = {}) {
  const profile = useAtomValue(profileAtom);
  const results = useQueries({ queries: SEGMENTS.map(({ segment }) => ({ ...getStaffOptionsQueryOptions(segment), enabled })) });
  const members: StaffMember[] = [];
  SEGMENTS.forEach(({ segment, role }, index) => {
    for (const option of results[index].data ?? []) members.push({ id: option.id, name: staffName(option), role, segment });
  });
  if (profile?.id && profile.role === 'supervisor' && !members.some((member) => member.id === profile.id)) {
    members.push({ id: profile.id, name: profile.name || profile.loginName || profile.id, role: 'supervisor', segment: 'supervisors' });
  }
  members.sort((a, b) => a.name.localeCompare(b.name));
  const loading = enabled && results.some((result) => result.isPending);
  const error = results.every((result) => result.isError) ? results[0].error : null;
  return { members, loading, error };
}
