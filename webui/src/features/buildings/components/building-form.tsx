import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLandlords } from '@/api/get-landlords';
import { ErrorAlert } from '@/components/errors/error-alert';
import { SelectField, TextField } from '@/components/form/fields';
import { FormLayout, FullWidth } from '@/components/form/form-layout';
import { useForm } from '@/components/form/use-form';
import { check, required, requiredText } from '@/components/form/validators';
import { buildingMessages as m } from '../messages';
import type { BuildingInput } from '../types';

export interface BuildingFormValues extends Record<string, string> {
  name: string;
  address: string;
  postalCode: string;
  landlordId: string;
}

export const EMPTY_BUILDING: BuildingFormValues = { name: '', address: '', postalCode: '', landlordId: '' };

/** Mirrors domain/building.py: name, address and postal code are required text. */
export function validateBuilding(values: BuildingFormValues) {
  return {
    name: requiredText(values.name) ?? undefined,
    address: requiredText(values.address) ?? undefined,
    postalCode: requiredText(values.postalCode) ?? undefined,
    landlordId: check(values.landlordId, required) ?? undefined,
  };
}

export function BuildingForm({
  initialValues = EMPTY_BUILDING,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initialValues?: BuildingFormValues;
  submitLabel?: string;
  onSubmit: (input: BuildingInput) => Promise<void>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const landlords = useLandlords();
  const onlyLandlord = landlords.data?.length === 1 ? landlords.data[0].id : '';
  const form = useForm({ initialValues, validate: validateBuilding });
  const { setValue } = form;
  const landlordMissing = !form.values.landlordId;

  // A landlord manager sees only its own company: pick it for them.
  useEffect(() => {
    if (onlyLandlord && landlordMissing) setValue('landlordId', onlyLandlord);
  }, [onlyLandlord, landlordMissing, setValue]);

  const submit = form.handleSubmit(async (values) =>
    onSubmit({
      name: values.name.trim(),
      address: values.address.trim(),
      postalCode: values.postalCode.trim(),
      landlordId: values.landlordId,
    }),
  );
  const options = (landlords.data ?? []).map((landlord) => ({ value: landlord.id, label: landlord.name }));
  return (
    <FormLayout
      label={submitLabel ?? intl.formatMessage(m.editBuilding)}
      onSubmit={submit}
      form={form}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      {landlords.error ? (
        <FullWidth>
          <ErrorAlert error={landlords.error} onRetry={() => void landlords.refetch()} />
        </FullWidth>
      ) : null}
      <FullWidth>
        <TextField label={intl.formatMessage(m.name)} field={form.register('name')} required />
      </FullWidth>
      <FullWidth>
        <TextField label={intl.formatMessage(m.address)} field={form.register('address')} required autoComplete="street-address" />
      </FullWidth>
      <TextField label={intl.formatMessage(m.postalCode)} field={form.register('postalCode')} required autoComplete="postal-code" />
      <SelectField
        label={intl.formatMessage(m.landlord)}
        field={form.register('landlordId')}
        required
        options={options}
      />
    </FormLayout>
  );
}
