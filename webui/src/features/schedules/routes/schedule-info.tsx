import { Button, List, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuPencil } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { DeleteButton } from '@/components/delete-button';
import { Details, DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { EventHistory } from '@/components/history/event-history';
import { commonMessages } from '@/components/messages';
import { MissingId } from '@/components/missing-id';
import { PageHeader } from '@/components/page-header';
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
  const [searchParams] = useSearchParams();
  const scheduleId = searchParams.get('scheduleId') ?? '';
  const { data: schedule, error, refetch } = useSchedule(scheduleId);
  const deleteSchedule = useDeleteSchedule();
  const canManage = isPathAllowed(role, paths.editScheduleForm);
  const name = schedule ? (schedule.staffName ?? schedule.staffId) : '';

  return (
    <>
      <PageHeader
        title={schedule ? name : intl.formatMessage(m.infoTitle)}
        description={schedule ? intl.formatMessage(m.infoTitle) : undefined}
        back={<BackLink to={paths.schedulesInfo}>{intl.formatMessage(m.backToList)}</BackLink>}
        actions={
          schedule &&
          canManage && (
            <>
              <Button asChild variant="outline">
                <RouterLink to={withQuery(paths.editScheduleForm, { scheduleId })}>
                  <LuPencil /> {intl.formatMessage(commonMessages.edit)}
                </RouterLink>
              </Button>
              <DeleteButton
                title={intl.formatMessage(m.deleteOne)}
                description={intl.formatMessage(m.deleteOneBody, { name })}
                doneMessage={intl.formatMessage(m.deletedOne)}
                onDelete={() => deleteSchedule.mutateAsync(scheduleId)}
                onDeleted={() => navigate(paths.schedulesInfo)}
              />
            </>
          )
        }
      />
      {!scheduleId ? (
        <MissingId />
      ) : error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !schedule ? (
        <DetailsSkeleton />
      ) : (
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
    </>
  );
}
