import { List, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Details } from '@/components/details';
import { EventHistory } from '@/components/history/event-history';
import { RecordActions } from '@/components/record/record-actions';
import { RecordPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateFormat, useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteSchedule } from '../api/delete-schedule';
import { useSchedule } from '../api/get-schedule';
import { useScheduleLabels } from '../components/labels';
import { scheduleMessages as m } from '../messages';
import { actorName } from '@/components/history/names';

export function ScheduleInfoRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const role = useAtomValue(roleAtom);
  const formatDate = useDateFormat();
  const formatDateTime = useDateTimeFormat();
  const labels = useScheduleLabels();
  const scheduleId = useIdParam('scheduleId');
  const query = useSchedule(scheduleId);
  const schedule = query.data;
  const deleteSchedule = useDeleteSchedule();
  const canManage = isPathAllowed(role, paths.editScheduleForm);
  const name = schedule ? (schedule.staffName ?? schedule.staffId) : '';

  return (
    <RecordPage
      title={schedule ? name : undefined}
      fallbackTitle={intl.formatMessage(m.infoTitle)}
      description={schedule ? intl.formatMessage(m.infoTitle) : undefined}
      back={{ to: paths.schedulesInfo, label: intl.formatMessage(m.backToList) }}
      actions={
        schedule &&
        canManage && (
          <RecordActions
            editTo={withQuery(paths.editScheduleForm, { scheduleId })}
            messages={m}
            name={name}
            onDelete={() => deleteSchedule.mutateAsync(scheduleId)}
            onDeleted={() => navigate(paths.schedulesInfo)}
          />
        )
      }
      id={scheduleId}
      query={query}
    >
      {(schedule) => (
        <Stack gap="4">
          <Details
            items={[
              { label: intl.formatMessage(m.staff), value: name },
              { label: intl.formatMessage(m.staffRole), value: labels.role(schedule.staffRole) },
              { label: intl.formatMessage(m.company), value: schedule.companyName ?? '—' },
              { label: intl.formatMessage(m.type), value: labels.type(schedule.type) },
              { label: intl.formatMessage(m.dates), value: `${formatDate(schedule.startDate)} – ${formatDate(schedule.endDate)}` },
              { label: intl.formatMessage(m.shift), value: labels.shift(schedule.shiftStart, schedule.shiftEnd) },
              { label: intl.formatMessage(m.weekdays), value: labels.days(schedule.weekdays) },
              {
                label: intl.formatMessage(m.facilities),
                value: (
                  <List.Root ps="4">
                    {(schedule.facilities ?? []).map((facility) => (
                      <List.Item key={facility.id}>{[facility.buildingName, facility.floorLabel, facility.name].filter(Boolean).join(' · ')}</List.Item>
                    ))}
                  </List.Root>
                ),
              },
              ...(schedule.numberOfToilets != null
                ? [{ label: intl.formatMessage(m.numberOfToilets), value: intl.formatNumber(schedule.numberOfToilets) }]
                : []),
              { label: intl.formatMessage(m.remarks), value: schedule.remarks || '—' },
              { label: intl.formatMessage(m.assignedBy), value: actorName(intl, schedule.assignedByName, schedule.assignedBy) ?? '—' },
              { label: intl.formatMessage(m.assignedAt), value: formatDateTime(schedule.assignedAt) },
              { label: intl.formatMessage(m.updatedAt), value: formatDateTime(schedule.updatedAt) },
            ]}
          />
          <EventHistory kind="schedule" id={scheduleId} />
        </Stack>
      )}
    </RecordPage>
  );
}
