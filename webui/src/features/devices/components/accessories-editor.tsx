import { Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FormSectionTitle } from '@/components/form/fields';
import { validationMessages } from '@/components/form/messages';
import { deviceMessages as m } from '../messages';
import { AddRowButton, RemoveRowButton } from './row-buttons';

export interface AccessoryRow {
  name: string;
  quantity: string;
}

export interface AccessoryRowError {
  name?: string;
  quantity?: string;
}

export const MAX_ACCESSORY_QUANTITY = 100_000;

/** Client rules of domain/device.py: a name, and a whole quantity from 0 to 100 000. */
export function checkAccessories(rows: AccessoryRow[]): { name?: 'required'; quantity?: 'required' | 'whole' | 'range' }[] {
  return rows.map((row) => {
    const error: { name?: 'required'; quantity?: 'required' | 'whole' | 'range' } = {};
    if (!row.name.trim()) error.name = 'required';
    if (!row.quantity.trim()) error.quantity = 'required';
    else if (!Number.isInteger(Number(row.quantity))) error.quantity = 'whole';
    else if (Number(row.quantity) < 0 || Number(row.quantity) > MAX_ACCESSORY_QUANTITY) error.quantity = 'range';
    return error;
  });
}

/** Accessories of a device: name and quantity rows. */
export function AccessoriesEditor({
  rows,
  onChange,
  errors,
}: {
  rows: AccessoryRow[];
  onChange: (rows: AccessoryRow[]) => void;
  /** Client or server messages per row. */
  errors: AccessoryRowError[];
}) {
  const intl = useIntl();
  const update = (index: number, change: Partial<AccessoryRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Stack gap="3" role="group" aria-label={intl.formatMessage(m.accessories)}>
      <FormSectionTitle>{intl.formatMessage(m.accessories)}</FormSectionTitle>
      {rows.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(m.noAccessories)}
        </Text>
      )}
      {rows.map((row, index) => {
        const error = errors[index] ?? {};
        const number = index + 1;
        return (
          <Flex key={index} gap="2" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
            <Field.Root invalid={Boolean(error.name)} flex="3">
              <Field.Label>
                {intl.formatMessage(m.accessoryName)} {number}
              </Field.Label>
              <Input value={row.name} onChange={(event) => update(index, { name: event.target.value })} bg="bg" />
              <Field.ErrorText>{error.name}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(error.quantity)} flex="1" minW="7rem">
              <Field.Label>
                {intl.formatMessage(m.quantity)} {number}
              </Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_ACCESSORY_QUANTITY}
                step={1}
                value={row.quantity}
                onChange={(event) => update(index, { quantity: event.target.value })}
                bg="bg"
              />
              <Field.ErrorText>{error.quantity}</Field.ErrorText>
            </Field.Root>
            <RemoveRowButton
              label={intl.formatMessage(m.removeAccessory, { number })}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            />
          </Flex>
        );
      })}
      <AddRowButton label={intl.formatMessage(m.addAccessory)} onClick={() => onChange([...rows, { name: '', quantity: '1' }])} />
    </Stack>
  );
}

/** Messages for the client-side accessory errors. */
export function useAccessoryErrorText() {
  const intl = useIntl();
  return (error: ReturnType<typeof checkAccessories>[number]): AccessoryRowError => ({
    name: error.name ? intl.formatMessage(validationMessages.required) : undefined,
    quantity:
      error.quantity === 'required'
        ? intl.formatMessage(validationMessages.required)
        : error.quantity === 'whole'
          ? intl.formatMessage(validationMessages.wholeNumber)
          : error.quantity === 'range'
            ? intl.formatMessage(validationMessages.numberRange, { min: 0, max: MAX_ACCESSORY_QUANTITY })
            : undefined,
  });
}
