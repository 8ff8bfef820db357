import { useIntl } from 'react-intl';
import { staffName, useStaffOptions } from '@/api/get-staff-options';
import { SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { FormLayout, OptionsError } from '@/components/form/form-layout';
import { useForm } from '@/components/form/use-form';
import { check, maxLength, required, requiredText } from '@/components/form/validators';
import { issueMessages as m } from '../messages';
import type { StaffRole, TaskInput } from '../types';
import { STAFF_ROLES, useStaffRoleName } from './task-labels';

export interface TaskFormValues extends Record<string, string> {
  title: string;
  type: string;
  staffRole: string;
  staffId: string;
  remarks: string;
}

const MAX_REMARKS = 2000;

/** Mirrors domain/task.py. */
export function validateTask(values: TaskFormValues) {
  return {
    title: requiredText(values.title),
    type: requiredText(values.type),
    staffRole: check(values.staffRole, required),
    staffId: check(values.staffId, required),
    remarks: check(values.remarks, maxLength(MAX_REMARKS)),
  };
}

/** An ad hoc task for an issue: what to do, and who does it. */
export function TaskForm({
  issueId,
  initialValues,
  onSubmit,
  onCancel,
}: {
  issueId: string;
  initialValues: TaskFormValues;
  onSubmit: (input: TaskInput) => Promise<void>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const roleName = useStaffRoleName();
  const form = useForm({ initialValues, validate: validateTask });
  const staffRole = form.values.staffRole as StaffRole | '';
  const staff = useStaffOptions(`${staffRole || 'cleaner'}s`, { enabled: Boolean(staffRole) });
  const submit = form.handleSubmit((values) =>
    onSubmit({
      issueId,
      title: values.title.trim(),
      type: values.type.trim(),
      staffRole: values.staffRole as StaffRole,
      staffId: values.staffId,
      ...(values.remarks.trim() ? { remarks: values.remarks.trim() } : {}),
    }),
  );
  return (
    <FormLayout form={form} onSubmit={submit} label={m.createTaskTitle} submitLabel={m.createTask} onCancel={onCancel}>
      <OptionsError sources={[staff]} />
      <TextField label={m.taskTitle} field={form.register('title')} required full />
      <TextField label={m.taskType} field={form.register('type')} required full />
      <SelectField
        label={m.staffRole}
        field={form.register('staffRole', { clears: ['staffId'] })}
        required
        options={STAFF_ROLES.map((role) => ({ value: role, label: roleName(role) }))}
      />
      <SelectField
        label={m.staff}
        field={form.register('staffId')}
        required
        disabled={!staffRole}
        helper={staffRole ? undefined : intl.formatMessage(m.chooseRoleFirst)}
        options={(staff.data ?? []).map((member) => ({ value: member.id, label: staffName(member) }))}
      />
      <TextAreaField label={m.remarks} field={form.register('remarks')} full />
    </FormLayout>
  );
}
