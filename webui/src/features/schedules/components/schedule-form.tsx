import { useIntl } from 'react-intl';
import { useStaffMembers } from '@/api/get-staff-members';
import type { StaffSegment } from '@/api/get-staff-options';
import { SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { FormLayout, FullWidth, OptionsError, type RecordFormProps } from '@/components/form/form-layout';
import { defaultFieldOf, useForm } from '@/components/form/use-form';
import { check, isoDate, maxLength, plainText, required, type FieldError } from '@/components/form/validators';
import { validationMessages } from '@/components/form/messages';
import { useMemberFacilities } from '../api/get-member-facilities';
import { scheduleMessages as m } from '../messages';
import { SCHEDULE_TYPES, type ScheduleInput } from '../types';
import { FacilityChecklist } from './facility-checklist';
import { isNightShift, useScheduleLabels } from './labels';
import { WeekdayToggles } from './weekday-toggles';

export interface ScheduleFormValues extends Record<string, string> {
  staffId: string;
  facilityIds: string;
  startDate: string;
  endDate: string;
  shiftStart: string;
  shiftEnd: string;
  weekdays: string;
  type: string;
  remarks: string;
}

export const EMPTY_SCHEDULE: ScheduleFormValues = {
  staffId: '',
  facilityIds: '',
  startDate: '',
  endDate: '',
  shiftStart: '08:00',
  shiftEnd: '16:00',
  weekdays: 'MON,TUE,WED,THU,FRI',
  type: 'REGULAR',
  remarks: '',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (value: string): FieldError | null => (value && !TIME.test(value) ? { message: validationMessages.invalidFormat } : null);

/** The rules the API checks (the workforce contract), said before the round trip. */
export function validateSchedule(values: ScheduleFormValues) {
  const errors: Partial<Record<keyof ScheduleFormValues, FieldError>> = {
    staffId: check(values.staffId, required),
    facilityIds: check(values.facilityIds, required),
    startDate: check(values.startDate, required, isoDate),
    endDate: check(values.endDate, required, isoDate),
    shiftStart: check(values.shiftStart, required, time),
    shiftEnd: check(values.shiftEnd, required, time),
    weekdays: values.weekdays ? undefined : { message: m.selectDays },
    type: check(values.type, required),
    remarks: check(values.remarks, maxLength(1000), plainText),
  };
  if (!errors.startDate && !errors.endDate && values.endDate < values.startDate) errors.endDate = { message: validationMessages.incorrectDate };
  // An end before the start is the next morning's (a night shift); an end at the start is no shift.
  if (!errors.shiftStart && !errors.shiftEnd && values.shiftEnd === values.shiftStart) errors.shiftEnd = { message: m.shiftEmpty };
  return errors;
}

/** The signed-in cleaner or worker, who schedules only themselves. */
export interface ScheduleSelf {
  id: string;
  segment: StaffSegment;
}

/** `facilityIds[0]` → `facilityIds`. */
const fieldOf = (field: string) => defaultFieldOf(field).replace(/\[\d+\]$/, '');

export function ScheduleForm({
  initialValues = EMPTY_SCHEDULE,
  onSubmit,
  self,
  ...actions
}: RecordFormProps<ScheduleFormValues, ScheduleInput> & {
  /** Given for a cleaner or worker: the schedule is theirs, and no one is to be chosen. */
  self?: ScheduleSelf;
}) {
  const intl = useIntl();
  const labels = useScheduleLabels();
  const form = useForm({ initialValues: self ? { ...initialValues, staffId: self.id } : initialValues, validate: validateSchedule, fieldOf });
  const staff = useStaffMembers({ enabled: !self });
  const member = staff.members.find((candidate) => candidate.id === form.values.staffId);
  const facilities = useMemberFacilities(self?.segment ?? member?.segment ?? null, form.values.staffId);
  const { shiftStart, shiftEnd } = form.values;

  const submit = form.handleSubmit((values) =>
    onSubmit({
      staffId: values.staffId,
      facilityIds: values.facilityIds.split(',').filter(Boolean),
      startDate: values.startDate,
      endDate: values.endDate,
      shiftStart: values.shiftStart,
      shiftEnd: values.shiftEnd,
      // The pickers offer only the weekdays and types the server takes.
      weekdays: values.weekdays.split(',').filter(Boolean) as ScheduleInput['weekdays'],
      type: values.type as ScheduleInput['type'],
      ...(values.remarks.trim() ? { remarks: values.remarks.trim() } : {}),
    }),
  );

  const facilityHint = !form.values.staffId
    ? intl.formatMessage(m.chooseStaffFirst)
    : facilities.data && facilities.data.length === 0
      ? intl.formatMessage(m.noFacilities)
      : undefined;

  return (
    <FormLayout form={form} onSubmit={submit} label={actions.submitLabel ?? m.editTitle} {...actions}>
      <OptionsError sources={[staff, facilities]} />
      {self ? null : (
        <SelectField
          label={m.staff}
          required
          field={form.register('staffId', { clears: ['facilityIds'] })}
          options={staff.members.map((candidate) => ({ value: candidate.id, label: `${candidate.name} (${labels.role(candidate.role)})` }))}
        />
      )}
      <SelectField
        label={m.type}
        required
        field={form.register('type')}
        options={SCHEDULE_TYPES.map((type) => ({ value: type, label: labels.type(type) }))}
      />
      <FullWidth>
        <FacilityChecklist label={intl.formatMessage(m.facilities)} field={form.register('facilityIds')} facilities={facilities.data ?? []} hint={facilityHint} />
      </FullWidth>
      <TextField label={m.startDate} type="date" required field={form.register('startDate')} />
      <TextField label={m.endDate} type="date" required field={form.register('endDate')} />
      <TextField label={m.shiftStart} type="time" required field={form.register('shiftStart')} />
      <TextField
        label={m.shiftEnd}
        type="time"
        required
        field={form.register('shiftEnd')}
        helper={isNightShift(shiftStart, shiftEnd) ? intl.formatMessage(m.endsNextDay) : undefined}
      />
      <FullWidth>
        <WeekdayToggles label={intl.formatMessage(m.weekdays)} field={form.register('weekdays')} />
      </FullWidth>
      <TextAreaField label={m.remarks} field={form.register('remarks')} full />
    </FormLayout>
  );
}
