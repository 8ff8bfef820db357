import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { NewRecordPage, useDoneThenGo } from '@/components/record/record-page';
import { paths, withQuery } from '@/config/paths';
import { guardRoleOf, isTokenRole } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';
import { useCreateLeave } from '../api/create-leave';
import { LeaveForm } from '../components/leave-form';
import { leaveMessages as m } from '../messages';

const ON_BEHALF = ['SystemAdmin', 'CleaningCompanyManager', 'CleaningCompanySupervisor'];

export function CreateLeaveFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const doneThenGo = useDoneThenGo();
  const role = useAtomValue(roleAtom);
  const createLeave = useCreateLeave();
  const chooseStaff = isTokenRole(role) && ON_BEHALF.includes(guardRoleOf(role));
  return (
    <NewRecordPage
      title={intl.formatMessage(m.createTitle)}
      description={intl.formatMessage(m.createHint)}
      back={{ to: paths.leaves, label: intl.formatMessage(m.backToList) }}
    >
      <LeaveForm
        chooseStaff={chooseStaff}
        onCancel={() => navigate(paths.leaves)}
        onSubmit={async (input) => {
          const leave = await createLeave.mutateAsync(input);
          doneThenGo(intl.formatMessage(m.created), leave?.id ? withQuery(paths.leaveInfo, { leaveId: leave.id }) : paths.leavesTable);
        }}
      />
    </NewRecordPage>
  );
}
