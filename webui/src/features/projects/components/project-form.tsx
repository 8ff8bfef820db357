import { useBuildingOptions } from '@/api/get-building-options';
import { useCleaningCompanies } from '@/api/get-cleaning-companies';
import { namedOptions, SelectField, TextField } from '@/components/form/fields';
import { FormLayout, OptionsError, type RecordFormProps } from '@/components/form/form-layout';
import { useForm } from '@/components/form/use-form';
import { check, required, requiredText } from '@/components/form/validators';
import { projectMessages as m } from '../messages';
import type { ProjectInput } from '../types';

export const EMPTY_PROJECT = { name: '', buildingId: '', cleaningCompanyId: '' };

export type ProjectFormValues = typeof EMPTY_PROJECT;

/** Mirrors domain/project.py, plus the two references every project needs. */
export function validateProject(values: ProjectFormValues) {
  return {
    name: requiredText(values.name),
    buildingId: check(values.buildingId, required),
    cleaningCompanyId: check(values.cleaningCompanyId, required),
  };
}

export function ProjectForm({ initialValues = EMPTY_PROJECT, onSubmit, ...actions }: RecordFormProps<ProjectFormValues, ProjectInput>) {
  const buildings = useBuildingOptions();
  const companies = useCleaningCompanies();
  const form = useForm({ initialValues, validate: validateProject });
  const submit = form.handleSubmit((values) =>
    onSubmit({ name: values.name.trim(), buildingId: values.buildingId, cleaningCompanyId: values.cleaningCompanyId }),
  );
  return (
    <FormLayout form={form} onSubmit={submit} label={actions.submitLabel ?? m.editProject} {...actions}>
      <OptionsError sources={[buildings, companies]} />
      <TextField label={m.name} field={form.register('name')} required full />
      <SelectField label={m.building} field={form.register('buildingId')} required options={namedOptions(buildings.data)} />
      <SelectField label={m.cleaningCompany} field={form.register('cleaningCompanyId')} required options={namedOptions(companies.data)} />
    </FormLayout>
  );
}
