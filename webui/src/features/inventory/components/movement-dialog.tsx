import { Alert, Button, Dialog, Field, Input, SegmentGroup, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuArrowDownUp } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { DialogFormFooter } from '@/components/dialog-buttons';
import { ErrorAlert } from '@/components/errors/error-alert';
import { FieldFrame } from '@/components/form/fields';
import { validationMessages } from '@/components/form/messages';
import { commonMessages } from '@/components/messages';
import { ModalDialog } from '@/components/modal-dialog';
import { toaster } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-error';
import { useAddMovement } from '../api/add-movement';
import { inventoryMessages as m } from '../messages';
import type { InventoryItem } from '../types';

type Direction = 'add' | 'remove';

/** Adds stock or takes it out, with a reason; a removal below zero is refused (409) as "Not enough stock". */
export function MovementDialog({ item }: { item: InventoryItem }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [direction, setDirection] = useState<Direction>('remove');
  const [amount, setAmount] = useState('1');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const move = useAddMovement();
  const notEnough = isApiError(move.error) && move.error.status === 409;

  const reset = () => {
    setDirection('remove');
    setAmount('1');
    setReason('');
    setErrors({});
    move.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const count = Number(amount);
    const found = {
      amount: !amount.trim()
        ? intl.formatMessage(validationMessages.required)
        : !Number.isInteger(count)
          ? intl.formatMessage(validationMessages.wholeNumber)
          : count < 1
            ? intl.formatMessage(m.atLeastOne)
            : undefined,
      reason: reason.trim() ? undefined : intl.formatMessage(validationMessages.required),
    };
    setErrors(found);
    if (found.amount || found.reason) return;
    try {
      await move.mutateAsync({ id: item.id, input: { change: direction === 'add' ? count : -count, reason: reason.trim() } });
      toaster.create({ type: 'success', title: intl.formatMessage(m.moved) });
      setOpen(false);
      reset();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      trigger={
        <Button colorPalette="teal">
          <LuArrowDownUp /> {intl.formatMessage(m.moveStock)}
        </Button>
      }
      title={intl.formatMessage(m.moveTitle, { name: item.itemName })}
      onSubmit={submit}
    >
      <Dialog.Body>
        <Stack gap="4">
          {notEnough ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{intl.formatMessage(m.notEnoughStock)}</Alert.Title>
                <Alert.Description>{intl.formatMessage(m.notEnoughStockDetail, { quantity: item.quantity })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : move.error ? (
            <ErrorAlert error={move.error} />
          ) : null}
          <Field.Root>
            <Field.Label>{intl.formatMessage(m.direction)}</Field.Label>
            <SegmentGroup.Root value={direction} onValueChange={(details) => setDirection(details.value as Direction)}>
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={[
                  { value: 'add', label: intl.formatMessage(m.add) },
                  { value: 'remove', label: intl.formatMessage(m.remove) },
                ]}
              />
            </SegmentGroup.Root>
          </Field.Root>
          <FieldFrame label={intl.formatMessage(m.amount)} error={errors.amount} required>
            <Input name="amount" type="number" inputMode="numeric" min={1} value={amount} onChange={(event) => setAmount(event.target.value)} />
          </FieldFrame>
          <FieldFrame label={intl.formatMessage(m.reason)} error={errors.reason} required>
            <Input name="reason" value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
          </FieldFrame>
        </Stack>
      </Dialog.Body>
      <DialogFormFooter submitting={move.isPending} submitLabel={intl.formatMessage(commonMessages.save)} />
    </ModalDialog>
  );
}
