import { List, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Details } from '@/components/details';
import { EventHistory } from '@/components/history/event-history';
import { RecordInfoPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { useDateFormat, useDateTimeFormat } from '@/lib/format';
import { useDeleteSchedule } from '../api/delete-schedule';
import { useSchedule } from '../api/get-schedule';
import { useScheduleLabels } from '../components/labels';
import { scheduleMessages as m } from '../messages';
import type { Schedule } from '../types';
import { scheduleRoutes } from './schedule-routes';
import { actorName } from '@/components/history/names';

export function ScheduleInfoRoute() {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const formatDateTime = useDateTimeFormat();
  const labels = useScheduleLabels();
  const scheduleId = useIdParam('scheduleId');
  const query = useSchedule(scheduleId);
  const deleteSchedule = useDeleteSchedule();
  const nameOf = (schedule: Schedule) => schedule.staffName ?? schedule.staffId;

  return (
    <RecordInfoPage
      routes={scheduleRoutes}
      name={nameOf}
      description={query.data ? intl.formatMessage(m.infoTitle) : undefined}
      onDelete={() => deleteSchedule.mutateAsync(scheduleId)}
      id={scheduleId}
      query={query}
    >
      {(schedule) => (
        <Stack gap="4">
          <Details
            items={[
              { label: intl.formatMessage(m.staff), value: nameOf(schedule) },
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
    </RecordInfoPage>
  );
}
