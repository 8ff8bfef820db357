import { Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FormSectionTitle } from '@/components/form/fields';
import { validationMessages } from '@/components/form/messages';
import { CONSUMABLE, CONSUMABLES, isKpiKey, KPI_KEYS, KPI_PARAMETERS, type KpiRow, type KpiRowError } from '../kpi';
import { deviceMessages as m, kpiMessages } from '../messages';
import { AddRowButton, RemoveRowButton } from './row-buttons';

/** KPI parameters: rows of parameter and value; server errors arrive keyed by parameter. */
export function KpiEditor({
  rows,
  onChange,
  deviceType,
  errors,
  serverErrors,
}: {
  rows: KpiRow[];
  onChange: (rows: KpiRow[]) => void;
  deviceType: string;
  errors: KpiRowError[];
  serverErrors: Record<string, string>;
}) {
  const intl = useIntl();
  const consumables = CONSUMABLES[deviceType] ?? [];
  const keys: string[] = consumables.length > 0 ? [...KPI_KEYS, CONSUMABLE] : [...KPI_KEYS];
  const labelOf = (key: string) => (key in kpiMessages ? intl.formatMessage(kpiMessages[key as keyof typeof kpiMessages]) : key);
  const update = (index: number, change: Partial<KpiRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change, ...(change.key !== undefined ? { value: '' } : {}) } : row)));

  const keyError = (error: KpiRowError) =>
    error.key === 'required'
      ? intl.formatMessage(validationMessages.required)
      : error.key === 'duplicate'
        ? intl.formatMessage(m.kpiDuplicate)
        : error.key === 'consumable'
          ? intl.formatMessage(m.kpiConsumable)
          : undefined;
  const valueError = (row: KpiRow, error: KpiRowError) => {
    const spec = isKpiKey(row.key) ? KPI_PARAMETERS[row.key] : null;
    switch (error.value) {
      case 'required':
        return intl.formatMessage(validationMessages.required);
      case 'number':
        return intl.formatMessage(validationMessages.invalidFormat);
      case 'whole':
        return intl.formatMessage(validationMessages.wholeNumber);
      case 'range':
        return spec ? intl.formatMessage(validationMessages.numberRange, { min: spec.low, max: spec.high }) : undefined;
      default:
        return serverErrors[row.key];
    }
  };

  return (
    <Stack gap="3" role="group" aria-label={intl.formatMessage(m.kpiParameters)}>
      <FormSectionTitle>{intl.formatMessage(m.kpiParameters)}</FormSectionTitle>
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage(rows.length === 0 ? m.noKpi : m.kpiHint)}
      </Text>
      {serverErrors[''] && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {serverErrors['']}
        </Text>
      )}
      {rows.map((row, index) => {
        const error = errors[index] ?? {};
        const kError = keyError(error);
        const vError = valueError(row, error);
        const spec = isKpiKey(row.key) ? KPI_PARAMETERS[row.key] : null;
        const number = index + 1;
        return (
          <Flex key={index} gap="2" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
            <Field.Root invalid={Boolean(kError)} flex="3">
              <Field.Label>
                {intl.formatMessage(m.parameter)} {number}
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={row.key} onChange={(event) => update(index, { key: event.target.value })} bg="bg">
                  <option value="">{intl.formatMessage(validationMessages.selectPlaceholder)}</option>
                  {keys.map((key) => (
                    <option key={key} value={key}>
                      {labelOf(key)}
                    </option>
                  ))}
                  {row.key && !keys.includes(row.key) && <option value={row.key}>{row.key}</option>}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{kError}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(vError)} flex="2">
              <Field.Label>
                {intl.formatMessage(m.value)} {number}
              </Field.Label>
              {row.key === CONSUMABLE ? (
                <NativeSelect.Root>
                  <NativeSelect.Field value={row.value} onChange={(event) => update(index, { value: event.target.value })} bg="bg">
                    <option value="">{intl.formatMessage(validationMessages.selectPlaceholder)}</option>
                    {consumables.map((choice) => (
                      <option key={choice} value={choice}>
                        {labelOf(choice)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                <Input
                  inputMode="decimal"
                  value={row.value}
                  onChange={(event) => update(index, { value: event.target.value })}
                  // The range only: the label names the unit in the user's language.
                  placeholder={spec ? `${spec.low} – ${spec.high}` : undefined}
                  bg="bg"
                />
              )}
              <Field.ErrorText>{vError}</Field.ErrorText>
            </Field.Root>
            <RemoveRowButton
              label={intl.formatMessage(m.removeParameter, { number })}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            />
          </Flex>
        );
      })}
      <AddRowButton label={intl.formatMessage(m.addParameter)} onClick={() => onChange([...rows, { key: '', value: '' }])} />
    </Stack>
  );
}
