import { Input } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { validationMessages } from '@/components/form/messages';
import { Hint } from '@/components/hint';
import { deviceMessages as m } from '../messages';
import { RowField, RowsEditor } from '@/components/form/rows-editor';

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

const WORDS = { title: m.accessories, add: m.addAccessory, remove: m.removeAccessory };

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
    <RowsEditor
      words={WORDS}
      note={rows.length === 0 && <Hint>{intl.formatMessage(m.noAccessories)}</Hint>}
      rows={rows}
      onChange={onChange}
      newRow={{ name: '', quantity: '1' }}
    >
      {(row, index, number) => {
        const error = errors[index] ?? {};
        return (
          <>
            <RowField label={intl.formatMessage(m.accessoryName)} number={number} error={error.name} flex="3">
              <Input value={row.name} onChange={(event) => update(index, { name: event.target.value })} bg="bg" />
            </RowField>
            <RowField label={intl.formatMessage(m.quantity)} number={number} error={error.quantity} flex="1" minW="7rem">
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
            </RowField>
          </>
        );
      }}
    </RowsEditor>
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
