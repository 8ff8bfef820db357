import { useIntl } from 'react-intl';
import { FormLayout, type RecordFormProps } from '@/components/form/form-layout';
import { SelectField, TextField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { check, companyCode, required, requiredText } from '@/components/form/validators';
import { companyMessages as m } from '../messages';
import type { CompanyInput, CompanyType } from '../types';

export const EMPTY_COMPANY = { name: '', type: '', code: '' };

export type CompanyFormValues = typeof EMPTY_COMPANY;

/** Client rules mirror the server's (domain/company.py). */
export function validateCompany(values: CompanyFormValues) {
  return {
    name: requiredText(values.name),
    type: check(values.type, required),
    code: check(values.code, required, companyCode),
  };
}

export function CompanyForm({ initialValues = EMPTY_COMPANY, onSubmit, ...actions }: RecordFormProps<CompanyFormValues, CompanyInput>) {
  const intl = useIntl();
  const form = useForm({ initialValues, validate: validateCompany });
  const submit = form.handleSubmit((values) =>
    onSubmit({ name: values.name.trim(), type: values.type as CompanyType, code: values.code.trim() }),
  );
  const types = [
    { value: 'LANDLORD', label: intl.formatMessage(m.landlord) },
    { value: 'CLEANING_COMPANY', label: intl.formatMessage(m.cleaningCompany) },
  ];
  return (
    <FormLayout form={form} onSubmit={submit} label={actions.submitLabel ?? m.editCompany} {...actions}>
      <TextField label={m.name} field={form.register('name')} required full />
      <SelectField label={m.type} field={form.register('type')} required options={types} />
      <TextField label={m.code} field={form.register('code')} required helper={intl.formatMessage(m.codeHelper)} autoComplete="off" />
    </FormLayout>
  );
}
