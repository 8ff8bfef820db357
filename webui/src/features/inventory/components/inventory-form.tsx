import { useIntl } from 'react-intl';
import { useBuildingOptions } from '@/api/get-building-options';
import { staffName, useStaffOptions } from '@/api/get-staff-options';
import { ErrorAlert } from '@/components/errors/error-alert';
import { SelectField, TextField } from '@/components/form/fields';
import { FormLayout, FullWidth } from '@/components/form/form-layout';
import { useForm } from '@/components/form/use-form';
import { check, numberBetween, required, requiredText } from '@/components/form/validators';
import { useProjectOptions } from '../api/get-project-options';
import { inventoryMessages as m } from '../messages';
import type { InventoryInput } from '../types';

export interface InventoryFormValues extends Record<string, string> {
  itemName: string;
  quantity: string;
  buildingId: string;
  supervisorId: string;
  projectId: string;
  lowStockLevel: string;
}

export const EMPTY_ITEM: InventoryFormValues = { itemName: '', quantity: '0', buildingId: '', supervisorId: '', projectId: '', lowStockLevel: '' };

const MAX_QUANTITY = 1_000_000_000;

export function validateInventoryItem(values: InventoryFormValues) {
  return {
    itemName: requiredText(values.itemName) ?? undefined,
    quantity: check(values.quantity, required, numberBetween(0, MAX_QUANTITY, { integer: true })) ?? undefined,
    buildingId: check(values.buildingId, required) ?? undefined,
    lowStockLevel: check(values.lowStockLevel, numberBetween(0, MAX_QUANTITY, { integer: true })) ?? undefined,
  };
}

export function InventoryForm({
  initialValues = EMPTY_ITEM,
  editing = false,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initialValues?: InventoryFormValues;
  editing?: boolean;
  submitLabel?: string;
  onSubmit: (input: InventoryInput) => Promise<void>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const form = useForm({ initialValues, validate: validateInventoryItem });
  const buildings = useBuildingOptions();
  const supervisors = useStaffOptions('supervisors');
  const projects = useProjectOptions();
  const buildingId = form.values.buildingId;
  const projectChoices = (projects.data ?? []).filter((project) => !buildingId || !project.buildingId || project.buildingId === buildingId);

  const submit = form.handleSubmit((values) =>
    onSubmit({
      itemName: values.itemName.trim(),
      quantity: Number(values.quantity),
      buildingId: values.buildingId,
      ...(values.supervisorId ? { supervisorId: values.supervisorId } : {}),
      ...(values.projectId ? { projectId: values.projectId } : {}),
      ...(values.lowStockLevel.trim() ? { lowStockLevel: Number(values.lowStockLevel) } : {}),
    }),
  );
  const optionError = buildings.error ?? supervisors.error ?? projects.error;

  return (
    <FormLayout
      label={submitLabel ?? intl.formatMessage(m.editTitle)}
      onSubmit={submit}
      form={form}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      {optionError ? (
        <FullWidth>
          <ErrorAlert error={optionError} />
        </FullWidth>
      ) : null}
      <FullWidth>
        <TextField label={intl.formatMessage(m.itemName)} field={form.register('itemName')} required />
      </FullWidth>
      <TextField
        label={intl.formatMessage(m.quantity)}
        type="number"
        inputMode="numeric"
        field={form.register('quantity')}
        required
        helper={editing ? intl.formatMessage(m.quantityHint) : undefined}
      />
      <TextField
        label={intl.formatMessage(m.lowStockLevel)}
        type="number"
        inputMode="numeric"
        field={form.register('lowStockLevel')}
        helper={intl.formatMessage(m.lowStockHint)}
      />
      <SelectField
        label={intl.formatMessage(m.building)}
        required
        field={{
          ...form.register('buildingId'),
          onValueChange: (value) => {
            form.setValue('buildingId', value);
            form.setValue('projectId', '');
          },
        }}
        options={(buildings.data ?? []).map((building) => ({ value: building.id, label: building.name }))}
      />
      <SelectField
        label={intl.formatMessage(m.project)}
        field={form.register('projectId')}
        placeholder={intl.formatMessage(m.none)}
        options={projectChoices.map((project) => ({ value: project.id, label: project.name }))}
      />
      <SelectField
        label={intl.formatMessage(m.supervisor)}
        field={form.register('supervisorId')}
        placeholder={intl.formatMessage(m.none)}
        options={(supervisors.data ?? []).map((supervisor) => ({ value: supervisor.id, label: staffName(supervisor) }))}
      />
    </FormLayout>
  );
}
