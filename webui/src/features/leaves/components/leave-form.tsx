import { Box, Stat } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useStaffMembers } from '@/api/get-staff-members';
import { SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { FormLayout, FullWidth, OptionsError } from '@/components/form/form-layout';
import { validationMessages } from '@/components/form/messages';
import { useForm } from '@/components/form/use-form';
import { check, isoDate, maxLength, plainText, required, type FieldError } from '@/components/form/validators';
import { daysInclusive } from '@/lib/dates';
import { leaveMessages as m } from '../messages';
import { isHalfDay, LEAVE_TYPES, type LeaveInput } from '../types';
import { useLeaveLabels } from './labels';

export interface LeaveFormValues extends Record<string, string> {
  type: string;
  startDate: string;
  endDate: string;
  staffId: string;
  remarks: string;
}

export const EMPTY_LEAVE: LeaveFormValues = { type: '', startDate: '', endDate: '', staffId: '', remarks: '' };

/** The days a leave takes, as the server derives them: each date counted, a half day as ½. */
export function leaveDays(type: string, startDate: string, endDate: string): number {
  if (isHalfDay(type)) return startDate ? 0.5 : 0;
  return daysInclusive(startDate, endDate);
}

export function validateLeave(values: LeaveFormValues) {
  const half = isHalfDay(values.type);
  const errors: Partial<Record<keyof LeaveFormValues, FieldError>> = {
    type: check(values.type, required),
    startDate: check(values.startDate, required, isoDate),
    endDate: half ? undefined : check(values.endDate, required, isoDate),
    remarks: check(values.remarks, maxLength(1000), plainText),
  };
  if (!half && !errors.startDate && !errors.endDate && values.endDate < values.startDate) errors.endDate = { message: validationMessages.incorrectDate };
  return errors;
}

/**
 * Applying for leave, made for a phone: the type, the dates (one date for a half day), the
 * staff member for those who apply on someone's behalf, remarks, and the days it will take.
 */
export function LeaveForm({
  onSubmit,
  onCancel,
  chooseStaff,
}: {
  onSubmit: (input: LeaveInput) => Promise<void>;
  onCancel: () => void;
  /** Supervisors, managers and the administrator may apply for someone else. */
  chooseStaff: boolean;
}) {
  const intl = useIntl();
  const labels = useLeaveLabels();
  const form = useForm({ initialValues: EMPTY_LEAVE, validate: validateLeave });
  const staff = useStaffMembers({ enabled: chooseStaff });
  const { type, startDate, endDate } = form.values;
  const half = isHalfDay(type);
  const days = leaveDays(type, startDate, half ? startDate : endDate);

  const submit = form.handleSubmit((values) =>
    onSubmit({
      // The picker offers only the leave types the server takes.
      type: values.type as LeaveInput['type'],
      startDate: values.startDate,
      endDate: isHalfDay(values.type) ? values.startDate : values.endDate,
      ...(chooseStaff && values.staffId ? { staffId: values.staffId } : {}),
      ...(values.remarks.trim() ? { remarks: values.remarks.trim() } : {}),
    }),
  );

  return (
    <FormLayout form={form} onSubmit={submit} label={m.createTitle} submitLabel={m.apply} onCancel={onCancel}>
      <OptionsError sources={[staff]} />
      {chooseStaff && (
        <SelectField
          label={m.staff}
          field={form.register('staffId')}
          placeholder={m.myself}
          options={staff.members.map((member) => ({ value: member.id, label: `${member.name} (${labels.role(member.role)})` }))}
          full
        />
      )}
      <SelectField label={m.type} required field={form.register('type')} options={LEAVE_TYPES.map((value) => ({ value, label: labels.type(value) }))} full />
      <TextField
        label={half ? m.date : m.startDate}
        type="date"
        required
        field={form.register('startDate')}
        helper={half ? intl.formatMessage(m.halfDayOneDate) : undefined}
      />
      {!half && <TextField label={m.endDate} type="date" required field={form.register('endDate')} />}
      <TextAreaField label={m.remarks} field={form.register('remarks')} full />
      <FullWidth>
        <Box bg="bg.muted" rounded="md" px="4" py="3">
          <Stat.Root>
            <Stat.Label>{intl.formatMessage(m.numberOfDays)}</Stat.Label>
            <Stat.ValueText aria-live="polite" data-testid="leave-days">
              {intl.formatNumber(days)}
            </Stat.ValueText>
          </Stat.Root>
        </Box>
      </FullWidth>
    </FormLayout>
  );
}
