import { Card, Field, Stack, Textarea } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Details } from '@/components/details';
import { EventHistory } from '@/components/history/event-history';
import { RecordInfoPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { guardRoleOf, isTokenRole } from '@/config/roles';
import { useDateFormat, useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteLeave } from '../api/delete-leave';
import { useLeave } from '../api/get-leave';
import { LeaveActions } from '../components/leave-actions';
import { LeaveStatusBadge, useLeaveLabels } from '../components/labels';
import { leaveMessages as m } from '../messages';
import type { Leave } from '../types';
import { leaveRoutes } from './leave-routes';
import { actorName } from '@/components/history/names';

/** `/staff/leaves/leave-info?leaveId=`: a leave, its decision (with remarks) and its history. */
export function LeaveInfoRoute() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const formatDate = useDateFormat();
  const formatDateTime = useDateTimeFormat();
  const labels = useLeaveLabels();
  const leaveId = useIdParam('leaveId');
  const query = useLeave(leaveId);
  const deleteLeave = useDeleteLeave();
  const [remarks, setRemarks] = useState('');
  const guard = isTokenRole(role) ? guardRoleOf(role) : null;
  const nameOf = (leave: Leave) => leave.staffName ?? leave.staffId;

  return (
    <RecordInfoPage
      routes={leaveRoutes}
      name={nameOf}
      title={(leave) => `${nameOf(leave)} · ${labels.type(leave.type)}`}
      onDelete={() => deleteLeave.mutateAsync(leaveId)}
      canDelete={guard === 'SystemAdmin' || guard === 'CleaningCompanyManager'}
      id={leaveId}
      query={query}
    >
      {(leave) => (
        <Stack gap="4">
          {(leave.canDecide || leave.canWithdraw) && (
            <Card.Root>
              <Card.Body>
                <Stack gap="3">
                  {leave.canDecide && (
                    <Field.Root>
                      <Field.Label>{intl.formatMessage(m.decisionRemarks)}</Field.Label>
                      <Textarea name="decisionRemarks" value={remarks} onChange={(event) => setRemarks(event.target.value)} rows={2} bg="bg" />
                    </Field.Root>
                  )}
                  <LeaveActions leave={leave} remarks={remarks} size={{ base: 'lg', md: 'md' }} />
                </Stack>
              </Card.Body>
            </Card.Root>
          )}
          <Details
            items={[
              { label: intl.formatMessage(m.staff), value: nameOf(leave) },
              { label: intl.formatMessage(m.staffRole), value: labels.role(leave.staffRole) },
              { label: intl.formatMessage(m.supervisor), value: leave.supervisorName ?? '—' },
              { label: intl.formatMessage(m.type), value: labels.type(leave.type) },
              { label: intl.formatMessage(m.startDate), value: formatDate(leave.startDate) },
              { label: intl.formatMessage(m.endDate), value: formatDate(leave.endDate) },
              { label: intl.formatMessage(m.numberOfDays), value: labels.days(leave.numberOfDays) },
              { label: intl.formatMessage(m.status), value: <LeaveStatusBadge status={leave.status} /> },
              { label: intl.formatMessage(m.remarks), value: leave.remarks || '—' },
              { label: intl.formatMessage(m.receivedAt), value: formatDateTime(leave.receivedAt) },
              { label: intl.formatMessage(m.decidedBy), value: actorName(intl, leave.decidedByName, leave.decidedBy) ?? '—' },
              { label: intl.formatMessage(m.decidedAt), value: formatDateTime(leave.decidedAt) },
              { label: intl.formatMessage(m.decisionRemarks), value: leave.decisionRemarks || '—' },
            ]}
          />
          <EventHistory kind="leave" id={leaveId} />
        </Stack>
      )}
    </RecordInfoPage>
  );
}
