import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useOutboxWrite } from '@/components/outbox/use-outbox-write';
import { CreateRecordPage } from '@/components/record/record-form-page';
import { paths } from '@/config/paths';
import { guardRoleOf, isTokenRole } from '@/config/roles';
import { leaveWrite } from '@/lib/outbox/writes';
import { roleAtom } from '@/lib/session-atoms';
import { LeaveForm } from '../components/leave-form';
import { leaveMessages as m } from '../messages';
import type { Leave, LeaveInput } from '../types';
import { leaveRoutes } from './leave-routes';

const ON_BEHALF = ['SystemAdmin', 'CleaningCompanyManager', 'CleaningCompanySupervisor'];

/** Applies for leave; leave lists and calendars, and the schedule calendars that mark leave, load again once it is sent. */
export function CreateLeaveFormRoute() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const { send } = useOutboxWrite();
  const chooseStaff = isTokenRole(role) && ON_BEHALF.includes(guardRoleOf(role));
  return (
    <CreateRecordPage
      routes={leaveRoutes}
      title={intl.formatMessage(m.createTitle)}
      description={intl.formatMessage(m.createHint)}
      back={paths.leaves}
      create={async (input: LeaveInput) => {
        // Through the outbox: without a network the application waits on the phone (no record yet).
        const fate = await send(leaveWrite(input, intl.formatMessage(m.outboxLabel, { start: input.startDate })));
        return fate.state === 'sent' ? (fate.body as Leave) : null;
      }}
    >
      {(form) => <LeaveForm chooseStaff={chooseStaff} {...form} />}
    </CreateRecordPage>
  );
}
