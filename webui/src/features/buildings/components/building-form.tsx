import { useLandlords } from '@/api/get-landlords';
import { namedOptions, SelectField, TextField } from '@/components/form/fields';
import { FormLayout, OptionsError, type RecordFormProps } from '@/components/form/form-layout';
import { useForm, useOnlyChoice } from '@/components/form/use-form';
import { check, required, requiredText } from '@/components/form/validators';
import { buildingMessages as m } from '../messages';
import type { BuildingInput } from '../types';

export const EMPTY_BUILDING = { name: '', address: '', postalCode: '', landlordId: '' };

export type BuildingFormValues = typeof EMPTY_BUILDING;

/** Mirrors domain/building.py: name, address and postal code are required text. */
export function validateBuilding(values: BuildingFormValues) {
  return {
    name: requiredText(values.name),
    address: requiredText(values.address),
    postalCode: requiredText(values.postalCode),
    landlordId: check(values.landlordId, required),
  };
}

export function BuildingForm({ initialValues = EMPTY_BUILDING, onSubmit, ...actions }: RecordFormProps<BuildingFormValues, BuildingInput>) {
  const landlords = useLandlords();
  const form = useForm({ initialValues, validate: validateBuilding });
  // A landlord manager sees only its own company: pick it for them.
  useOnlyChoice(form, 'landlordId', landlords.data);

  const submit = form.handleSubmit(async (values) =>
    onSubmit({
      name: values.name.trim(),
      address: values.address.trim(),
      postalCode: values.postalCode.trim(),
      landlordId: values.landlordId,
    }),
  );
  return (
    <FormLayout form={form} onSubmit={submit} label={actions.submitLabel ?? m.editBuilding} {...actions}>
      <OptionsError sources={[landlords]} />
      <TextField label={m.name} field={form.register('name')} required full />
      <TextField label={m.address} field={form.register('address')} required full autoComplete="street-address" />
      <TextField label={m.postalCode} field={form.register('postalCode')} required autoComplete="postal-code" />
      <SelectField label={m.landlord} field={form.register('landlordId')} required options={namedOptions(landlords.data)} />
    </FormLayout>
  );
}
