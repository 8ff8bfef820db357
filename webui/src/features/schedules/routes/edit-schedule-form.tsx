import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { commonMessages } from '@/components/messages';
import { MissingId } from '@/components/missing-id';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { useSchedule } from '../api/get-schedule';
import { useSaveSchedule } from '../api/save-schedule';
import { ScheduleForm } from '../components/schedule-form';
import { scheduleMessages as m } from '../messages';

export function EditScheduleFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const scheduleId = searchParams.get('scheduleId') ?? '';
  const info = withQuery(paths.scheduleInfo, { scheduleId });
  // The form starts from the version the server holds now, not from a cached copy.
  const { data: schedule, error, refetch, isFetchedAfterMount } = useSchedule(scheduleId, { refetchOnMount: 'always' });
  const save = useSaveSchedule();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.editTitle)}
        description={schedule?.staffName ?? undefined}
        back={<BackLink to={scheduleId ? info : paths.schedulesInfo}>{intl.formatMessage(commonMessages.back)}</BackLink>}
      />
      {!scheduleId ? (
        <MissingId />
      ) : error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !schedule || !isFetchedAfterMount ? (
        <DetailsSkeleton />
      ) : (
        <ScheduleForm
          key={schedule.id}
          initialValues={{
            staffId: schedule.staffId,
            facilityIds: (schedule.facilityIds ?? []).join(','),
            startDate: schedule.startDate,
            endDate: schedule.endDate,
            shiftStart: schedule.shiftStart,
            shiftEnd: schedule.shiftEnd,
            weekdays: (schedule.weekdays ?? []).join(','),
            type: schedule.type,
            remarks: schedule.remarks ?? '',
          }}
          onCancel={() => navigate(info)}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: scheduleId, input: { ...input, ...(schedule.version != null ? { version: schedule.version } : {}) } });
            toaster.create({ type: 'success', title: intl.formatMessage(commonMessages.saved) });
            navigate(info);
          }}
        />
      )}
    </>
  );
}
