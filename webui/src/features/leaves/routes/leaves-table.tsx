import { ListPage } from '@/components/record/list-page';
import { LeavesTable } from '../components/leaves-table';
import { LeaveViewSwitch } from '../components/view-switch';
import { leaveMessages as m } from '../messages';

/** `/staff/leaves/table`: the leaves as a list, with their decisions. */
export function LeavesTableRoute() {
  return (
    <ListPage title={m.title} description={m.description} actions={<LeaveViewSwitch current="table" />}>
      <LeavesTable />
    </ListPage>
  );
}
