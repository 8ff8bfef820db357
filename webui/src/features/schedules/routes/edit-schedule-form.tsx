import { useIntl } from 'react-intl';
import { EditRecordPage } from '@/components/record/record-form-page';
import { withVersion } from '@/lib/mutation';
import { getScheduleQueryOptions } from '../api/get-schedule';
import { useSaveSchedule } from '../api/save-schedule';
import { ScheduleForm } from '../components/schedule-form';
import { scheduleMessages as m } from '../messages';
import type { ScheduleInput } from '../types';
import { scheduleRoutes } from './schedule-routes';

export function EditScheduleFormRoute() {
  const intl = useIntl();
  const save = useSaveSchedule();
  return (
    <EditRecordPage
      routes={scheduleRoutes}
      record={getScheduleQueryOptions}
      title={intl.formatMessage(m.editTitle)}
      description={(schedule) => schedule.staffName ?? undefined}
      update={(input: ScheduleInput, schedule, id) => save.mutateAsync({ id, input: withVersion(input, schedule) })}
    >
      {(schedule, form) => (
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
          {...form}
        />
      )}
    </EditRecordPage>
  );
}
