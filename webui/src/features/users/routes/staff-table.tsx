import { ListPage } from '@/components/record/list-page';
import { UsersTable } from '../components/users-table';
import { userMessages as m } from '../messages';
import type { StaffSegment } from '../types';

const TITLES = {
  supervisors: m.staffSupervisorsTitle,
  cleaners: m.staffCleanersTitle,
  workers: m.staffWorkersTitle,
} as const;

/** Staff menu pages: the user table of one segment. */
export function StaffTableRoute({ segment }: { segment: StaffSegment }) {
  return (
    <ListPage title={TITLES[segment]} description={m.staffDescription}>
      <UsersTable key={segment} segment={segment} />
    </ListPage>
  );
}
