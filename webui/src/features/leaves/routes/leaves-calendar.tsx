import { ListPage } from '@/components/record/list-page';
import { LeaveCalendar } from '../components/leave-calendar';
import { LeaveViewSwitch } from '../components/view-switch';
import { leaveMessages as m } from '../messages';

/** `/staff/leaves`: who is away, as a calendar. */
export function LeavesCalendarRoute() {
  return (
    <ListPage title={m.title} description={m.description} actions={<LeaveViewSwitch current="calendar" />}>
      <LeaveCalendar />
    </ListPage>
  );
}
