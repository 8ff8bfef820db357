import { useIntl } from 'react-intl';
import { useBuildingOptions } from '@/api/get-building-options';
import { useCleaningCompanies } from '@/api/get-cleaning-companies';
import { SelectField, TextField } from '@/components/form/fields';
import { FormLayout, FullWidth, OptionsError } from '@/components/form/form-layout';
import { useForm } from '@/components/form/use-form';
import { check, required, requiredText } from '@/components/form/validators';
import { projectMessages as m } from '../messages';
import type { ProjectInput } from '../types';

export interface ProjectFormValues extends Record<string, string> {
  name: string;
  buildingId: string;
  cleaningCompanyId: string;
}

export const EMPTY_PROJECT: ProjectFormValues = { name: '', buildingId: '', cleaningCompanyId: '' };

/** Mirrors domain/project.py, plus the two references every project needs. */
export function validateProject(values: ProjectFormValues) {
  return {
    name: requiredText(values.name) ?? undefined,
    buildingId: check(values.buildingId, required) ?? undefined,
    cleaningCompanyId: check(values.cleaningCompanyId, required) ?? undefined,
  };
}

export function ProjectForm({
  initialValues = EMPTY_PROJECT,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initialValues?: ProjectFormValues;
  submitLabel?: string;
  onSubmit: (input: ProjectInput) => Promise<void>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const buildings = useBuildingOptions();
  const companies = useCleaningCompanies();
  const form = useForm({ initialValues, validate: validateProject });
  const submit = form.handleSubmit((values) =>
    onSubmit({ name: values.name.trim(), buildingId: values.buildingId, cleaningCompanyId: values.cleaningCompanyId }),
  );
  return (
    <FormLayout
      label={submitLabel ?? intl.formatMessage(m.editProject)}
      onSubmit={submit}
      form={form}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <OptionsError sources={[buildings, companies]} />
      <FullWidth>
        <TextField label={intl.formatMessage(m.name)} field={form.register('name')} required />
      </FullWidth>
      <SelectField
        label={intl.formatMessage(m.building)}
        field={form.register('buildingId')}
        required
        options={(buildings.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
      />
      <SelectField
        label={intl.formatMessage(m.cleaningCompany)}
        field={form.register('cleaningCompanyId')}
        required
        options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
      />
    </FormLayout>
  );
}
