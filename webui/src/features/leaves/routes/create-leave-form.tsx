import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
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
  const role = useAtomValue(roleAtom);
  const createLeave = useCreateLeave();
  const chooseStaff = isTokenRole(role) && ON_BEHALF.includes(guardRoleOf(role));
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.createTitle)}
        description={intl.formatMessage(m.createHint)}
        back={<BackLink to={paths.leaves}>{intl.formatMessage(m.backToList)}</BackLink>}
      />
      <LeaveForm
        chooseStaff={chooseStaff}
        onCancel={() => navigate(paths.leaves)}
        onSubmit={async (input) => {
          const leave = await createLeave.mutateAsync(input);
          toaster.create({ type: 'success', title: intl.formatMessage(m.created) });
          navigate(leave?.id ? withQuery(paths.leaveInfo, { leaveId: leave.id }) : paths.leavesTable);
        }}
      />
    </>
  );
}
