import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
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
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(TITLES[segment])} description={intl.formatMessage(m.staffDescription)} />
      <UsersTable key={segment} segment={segment} />
    </>
  );
}
