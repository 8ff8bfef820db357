import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useStaffMembers } from '@/api/get-staff-members';
import { actionsColumn, linkColumn, timeColumn } from '@/components/data-table/column-builders';
import type { Column } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import { LinkCell } from '@/components/data-table/link-cell';
import type { ChoiceCriterion } from '@/components/filter-panel/choice-panel';
import { paths, withQuery } from '@/config/paths';
import { guardRoleOf, isTokenRole } from '@/config/roles';
import { useDateFormat, useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useIsPhone } from '@/lib/use-media-query';
import { useDeleteLeave } from '../api/delete-leave';
import { getLeavesQueryOptions } from '../api/get-leaves';
import { leaveMessages as m } from '../messages';
import { LEAVE_STATUSES, LEAVE_TYPES, type Leave } from '../types';
import { LeaveActions } from './leave-actions';
import { LeaveStatusBadge, useLeaveLabels } from './labels';

const rowLabel = (leave: Leave) => leave.staffName ?? leave.staffId;
const linkOf = (leave: Leave) => withQuery(paths.leaveInfo, { leaveId: leave.id });

/** The leaves as a list: filters (status, type, staff), search, export (leaves.csv), and the decisions in each row. */
export function LeavesTable() {
  const role = useAtomValue(roleAtom);
  const phone = useIsPhone();
  const formatDate = useDateFormat();
  const formatDateTime = useDateTimeFormat();
  const labels = useLeaveLabels();
  const deleteLeave = useDeleteLeave();
  const guard = isTokenRole(role) ? guardRoleOf(role) : null;
  const manager = guard === 'SystemAdmin' || guard === 'CleaningCompanyManager';
  const seesOthers = manager || guard === 'CleaningCompanySupervisor';
  const staff = useStaffMembers({ enabled: seesOthers });
  const dates = (leave: Leave) =>
    leave.startDate === leave.endDate ? formatDate(leave.startDate) : `${formatDate(leave.startDate)} – ${formatDate(leave.endDate)}`;

  const criteria: ChoiceCriterion[] = [
    { level: 'status', label: m.status, options: LEAVE_STATUSES.map((status) => ({ value: status, label: labels.status(status) })) },
    { level: 'type', label: m.type, options: LEAVE_TYPES.map((type) => ({ value: type, label: labels.type(type) })) },
    ...(seesOthers ? [{ level: 'staff', label: m.staff, options: staff.members.map((member) => ({ value: member.id, label: member.name })) }] : []),
  ];

  const columns: Column<Leave>[] = [
    linkColumn('staffName', m.staff, rowLabel, linkOf, { sortField: 'staffName' }),
    { key: 'type', header: m.type, sortField: 'type', render: (leave) => labels.type(leave.type) },
    { key: 'dates', header: m.dates, sortField: 'startDate', render: dates },
    { key: 'numberOfDays', header: m.numberOfDays, render: (leave) => labels.days(leave.numberOfDays), hideBelow: 'md' },
    { key: 'status', header: m.status, sortField: 'status', render: (leave) => <LeaveStatusBadge status={leave.status} /> },
    timeColumn('receivedAt', m.receivedAt, formatDateTime, 'lg'),
    actionsColumn(m.actions, (leave) => <LeaveActions leave={leave} size="xs" />),
  ];

  return (
    <ListTable
      query={getLeavesQueryOptions}
      sort="-receivedAt"
      title={m.tableLabel}
      exportPath="/leaves"
      filters={{ choices: criteria, dateLabel: m.dates }}
      columns={columns}
      getRowLabel={rowLabel}
      onDelete={manager ? deleteLeave.mutateAsync : undefined}
      cards={phone}
      renderCard={(leave) => (
        <Card.Root size="sm" role="article" aria-label={rowLabel(leave)}>
          <Card.Body>
            <Stack gap="2">
              <HStack justify="space-between" gap="2">
                <LinkCell to={linkOf(leave)}>{rowLabel(leave)}</LinkCell>
                <LeaveStatusBadge status={leave.status} />
              </HStack>
              <Text fontSize="sm">
                {labels.type(leave.type)} · {dates(leave)} · {labels.days(leave.numberOfDays)}
              </Text>
              <LeaveActions leave={leave} size="md" />
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    />
  );
}
