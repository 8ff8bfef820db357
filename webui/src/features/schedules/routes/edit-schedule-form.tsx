import { useIntl } from 'react-intl';
import { EditRecordPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { paths, withQuery } from '@/config/paths';
import { useSchedule } from '../api/get-schedule';
import { useSaveSchedule } from '../api/save-schedule';
import { ScheduleForm } from '../components/schedule-form';
import { scheduleMessages as m } from '../messages';

export function EditScheduleFormRoute() {
  const intl = useIntl();
  const scheduleId = useIdParam('scheduleId');
  const query = useSchedule(scheduleId, { refetchOnMount: 'always' });
  const save = useSaveSchedule();
  return (
    <EditRecordPage
      title={intl.formatMessage(m.editTitle)}
      description={query.data?.staffName ?? undefined}
      id={scheduleId}
      query={query}
      recordPath={withQuery(paths.scheduleInfo, { scheduleId })}
      listPath={paths.schedulesInfo}
    >
      {(schedule, flow) => (
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
          onCancel={flow.cancel}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: scheduleId, input: { ...input, ...(schedule.version != null ? { version: schedule.version } : {}) } });
            flow.saved();
          }}
        />
      )}
    </EditRecordPage>
  );
}
