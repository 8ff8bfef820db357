import { useIntl } from 'react-intl';
import { useBuildingOptions } from '@/api/get-building-options';
import { staffName, useStaffOptions } from '@/api/get-staff-options';
import { namedOptions, SelectField, TextField } from '@/components/form/fields';
import { FormLayout, OptionsError, type RecordFormProps } from '@/components/form/form-layout';
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
    itemName: requiredText(values.itemName),
    quantity: check(values.quantity, required, numberBetween(0, MAX_QUANTITY, { integer: true })),
    buildingId: check(values.buildingId, required),
    lowStockLevel: check(values.lowStockLevel, numberBetween(0, MAX_QUANTITY, { integer: true })),
  };
}

export function InventoryForm({
  initialValues = EMPTY_ITEM,
  editing = false,
  onSubmit,
  ...actions
}: RecordFormProps<InventoryFormValues, InventoryInput> & { editing?: boolean }) {
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

  return (
    <FormLayout form={form} onSubmit={submit} label={actions.submitLabel ?? m.editTitle} {...actions}>
      <OptionsError sources={[buildings, supervisors, projects]} retry={false} />
      <TextField label={m.itemName} field={form.register('itemName')} required full />
      <TextField
        label={m.quantity}
        type="number"
        inputMode="numeric"
        field={form.register('quantity')}
        required
        helper={editing ? intl.formatMessage(m.quantityHint) : undefined}
      />
      <TextField label={m.lowStockLevel} type="number" inputMode="numeric" field={form.register('lowStockLevel')} helper={intl.formatMessage(m.lowStockHint)} />
      <SelectField label={m.building} required field={form.register('buildingId', { clears: ['projectId'] })} options={namedOptions(buildings.data)} />
      <SelectField label={m.project} field={form.register('projectId')} placeholder={m.none} options={namedOptions(projectChoices)} />
      <SelectField
        label={m.supervisor}
        field={form.register('supervisorId')}
        placeholder={m.none}
        options={(supervisors.data ?? []).map((supervisor) => ({ value: supervisor.id, label: staffName(supervisor) }))}
      />
    </FormLayout>
  );
}
