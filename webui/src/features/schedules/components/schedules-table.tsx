import { useAtomValue } from 'jotai';
import { useStaffMembers } from '@/api/get-staff-members';
import { linkColumn, timeColumn } from '@/components/data-table/column-builders';
import type { Column } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import type { ChoiceCriterion } from '@/components/filter-panel/choice-panel';
import { filterMessages } from '@/components/filter-panel/messages';
import { paths, withQuery } from '@/config/paths';
import { guardRoleOf, isPathAllowed, isTokenRole } from '@/config/roles';
import { useDateFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteSchedule } from '../api/delete-schedule';
import { getSchedulesQueryOptions } from '../api/get-schedules';
import { scheduleMessages as m } from '../messages';
import { SCHEDULE_TYPES, type Schedule } from '../types';
import { useScheduleLabels } from './labels';

const rowLabel = (schedule: Schedule) => schedule.staffName ?? schedule.staffId;

/** The schedules as a list: filters, search, sort, export (schedules.csv) and delete of the selected rows. */
export function SchedulesTable() {
  const role = useAtomValue(roleAtom);
  const formatDate = useDateFormat();
  const labels = useScheduleLabels();
  const deleteSchedule = useDeleteSchedule();
  const canManage = isPathAllowed(role, paths.editScheduleForm);
  const guard = isTokenRole(role) ? guardRoleOf(role) : null;
  const staff = useStaffMembers({ enabled: canManage });

  const criteria: ChoiceCriterion[] = [
    ...(canManage ? [{ level: 'staff', label: m.staff, options: staff.members.map((member) => ({ value: member.id, label: member.name })) }] : []),
    { level: 'building', label: filterMessages.building, source: 'building' },
    { level: 'floor', label: filterMessages.floor, source: 'floor', parent: 'building' },
    { level: 'facility', label: filterMessages.facility, source: 'facility', parent: 'floor' },
    ...(guard === 'SystemAdmin' || guard === 'CleaningCompanyManager'
      ? [{ level: 'supervisor', label: filterMessages.supervisor, source: 'supervisor' as const }]
      : []),
    { level: 'type', label: m.type, options: SCHEDULE_TYPES.map((type) => ({ value: type, label: labels.type(type) })) },
  ];

  const columns: Column<Schedule>[] = [
    linkColumn('staffName', m.staff, rowLabel, (schedule) => withQuery(paths.scheduleInfo, { scheduleId: schedule.id }), { sortField: 'staffName' }),
    { key: 'staffRole', header: m.staffRole, render: (s) => labels.role(s.staffRole), hideBelow: 'md' },
    {
      key: 'facilities',
      header: m.facilities,
      render: (s) => (s.facilities ?? []).map((facility) => facility.name).join(', ') || '—',
      hideBelow: 'lg',
    },
    timeColumn('startDate', m.startDate, formatDate),
    timeColumn('endDate', m.endDate, formatDate, 'sm'),
    { key: 'shift', header: m.shift, sortField: 'shiftStart', render: (s) => labels.shift(s.shiftStart, s.shiftEnd) },
    { key: 'weekdays', header: m.weekdays, render: (s) => labels.days(s.weekdays), hideBelow: 'md' },
    { key: 'type', header: m.type, sortField: 'type', render: (s) => labels.type(s.type), hideBelow: 'sm' },
  ];

  return (
    <ListTable
      query={getSchedulesQueryOptions}
      sort="staffName"
      title={m.tableLabel}
      exportPath="/schedules"
      filters={{ choices: criteria, dateLabel: m.dates }}
      columns={columns}
      getRowLabel={rowLabel}
      onDelete={canManage ? deleteSchedule.mutateAsync : undefined}
    />
  );
}
