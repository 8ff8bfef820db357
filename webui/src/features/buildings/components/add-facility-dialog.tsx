import { Button, Dialog, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { DialogFormFooter } from '@/components/dialog-buttons';
import { ErrorAlert } from '@/components/errors/error-alert';
import { SelectField, TextField } from '@/components/form/fields';
import { useForm } from '@/components/form/use-form';
import { check, required, requiredText } from '@/components/form/validators';
import { ModalDialog } from '@/components/modal-dialog';
import { toaster } from '@/components/ui/toaster';
import { useCreateFloorFacility } from '../api/create-floor-facility';
import { buildingMessages as m } from '../messages';
import type { FacilityType, Floor } from '../types';

const EMPTY = { name: '', code: '', type: '' };

/** Mirrors domain/facility.py: name and code required, type male/female/accessible. */
export function validateFacility(values: typeof EMPTY) {
  return {
    name: requiredText(values.name),
    code: requiredText(values.code),
    type: check(values.type, required),
  };
}

function FacilityForm({ floor, onDone }: { floor: Floor; onDone: () => void }) {
  const intl = useIntl();
  const form = useForm({ initialValues: EMPTY, validate: validateFacility });
  const createFacility = useCreateFloorFacility();
  const submit = form.handleSubmit(async (values) => {
    await createFacility.mutateAsync({
      floorId: floor.id,
      input: { name: values.name.trim(), code: values.code.trim(), type: values.type as FacilityType },
    });
    toaster.create({ type: 'success', title: intl.formatMessage(m.facilityAdded, { name: values.name.trim() }) });
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate ref={form.formRef} aria-label={intl.formatMessage(m.addFacilityTo, { floor: floor.label })}>
      <Dialog.Body>
        <Stack gap="4">
          {form.formError ? <ErrorAlert error={form.formError} /> : null}
          <TextField label={intl.formatMessage(m.facilityName)} field={form.register('name')} required />
          <TextField label={intl.formatMessage(m.facilityCode)} field={form.register('code')} required autoComplete="off" />
          <SelectField
            label={intl.formatMessage(m.facilityType)}
            field={form.register('type')}
            required
            options={(['male', 'female', 'accessible'] as const).map((type) => ({
              value: type,
              label: intl.formatMessage(m[type]),
            }))}
          />
        </Stack>
      </Dialog.Body>
      <DialogFormFooter submitting={form.submitting} submitLabel={intl.formatMessage(m.addFacility)} />
    </form>
  );
}

/** "Add facility" on a floor: POST /api/floors/{id}/facilities. */
export function AddFacilityDialog({ floor }: { floor: Floor }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="xs" variant="outline">
          <LuPlus /> {intl.formatMessage(m.addFacility)}
        </Button>
      }
      title={intl.formatMessage(m.addFacilityTo, { floor: floor.label })}
    >
      {open && <FacilityForm floor={floor} onDone={() => setOpen(false)} />}
    </ModalDialog>
  );
}
