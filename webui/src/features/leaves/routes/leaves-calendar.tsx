import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { LeaveCalendar } from '../components/leave-calendar';
import { LeaveViewSwitch } from '../components/view-switch';
import { leaveMessages as m } from '../messages';

/** `/staff/leaves`: who is away, as a calendar. */
export function LeavesCalendarRoute() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} actions={<LeaveViewSwitch current="calendar" />} />
      <LeaveCalendar />
    </>
  );
}
