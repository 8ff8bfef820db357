import { useIntl } from 'react-intl';
import { FullWidth, FormLayout } from '@/components/form/form-layout';
import { SelectField, TextField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { check, companyCode, required, requiredText } from '@/components/form/validators';
import { companyMessages as m } from '../messages';
import type { CompanyInput, CompanyType } from '../types';

export interface CompanyFormValues extends Record<string, string> {
  name: string;
  type: string;
  code: string;
}

export const EMPTY_COMPANY: CompanyFormValues = { name: '', type: '', code: '' };

/** Client rules mirror the server's (domain/company.py). */
export function validateCompany(values: CompanyFormValues) {
  return {
    name: requiredText(values.name) ?? undefined,
    type: check(values.type, required) ?? undefined,
    code: check(values.code, required, companyCode) ?? undefined,
  };
}

export function CompanyForm({
  initialValues = EMPTY_COMPANY,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initialValues?: CompanyFormValues;
  submitLabel?: string;
  onSubmit: (input: CompanyInput) => Promise<void>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const form = useForm({ initialValues, validate: validateCompany });
  const submit = form.handleSubmit((values) =>
    onSubmit({ name: values.name.trim(), type: values.type as CompanyType, code: values.code.trim() }),
  );
  return (
    <FormLayout
      label={submitLabel ?? intl.formatMessage(m.editCompany)}
      onSubmit={submit}
      form={form}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <FullWidth>
        <TextField label={intl.formatMessage(m.name)} field={form.register('name')} required />
      </FullWidth>
      <SelectField
        label={intl.formatMessage(m.type)}
        field={form.register('type')}
        required
        options={[
          { value: 'LANDLORD', label: intl.formatMessage(m.landlord) },
          { value: 'CLEANING_COMPANY', label: intl.formatMessage(m.cleaningCompany) },
        ]}
      />
      <TextField
        label={intl.formatMessage(m.code)}
        field={form.register('code')}
        required
        helper={intl.formatMessage(m.codeHelper)}
        autoComplete="off"
      />
    </FormLayout>
  );
}
