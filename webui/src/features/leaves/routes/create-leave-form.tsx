import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { CreateRecordPage } from '@/components/record/record-form-page';
import { paths } from '@/config/paths';
import { guardRoleOf, isTokenRole } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';
import { useCreateLeave } from '../api/create-leave';
import { LeaveForm } from '../components/leave-form';
import { leaveMessages as m } from '../messages';
import type { LeaveInput } from '../types';
import { leaveRoutes } from './leave-routes';

const ON_BEHALF = ['SystemAdmin', 'CleaningCompanyManager', 'CleaningCompanySupervisor'];

export function CreateLeaveFormRoute() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const createLeave = useCreateLeave();
  const chooseStaff = isTokenRole(role) && ON_BEHALF.includes(guardRoleOf(role));
  return (
    <CreateRecordPage
      routes={leaveRoutes}
      title={intl.formatMessage(m.createTitle)}
      description={intl.formatMessage(m.createHint)}
      back={paths.leaves}
      create={(input: LeaveInput) => createLeave.mutateAsync(input)}
    >
      {(form) => <LeaveForm chooseStaff={chooseStaff} {...form} />}
    </CreateRecordPage>
  );
}
