import { Input, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { OptionsSelect } from '@/components/form/fields';
import { validationMessages } from '@/components/form/messages';
import { Hint } from '@/components/hint';
import { CONSUMABLE, CONSUMABLES, isKpiKey, KPI_KEYS, KPI_PARAMETERS, type KpiRow, type KpiRowError } from '../kpi';
import { deviceMessages as m, kpiMessages } from '../messages';
import { RowField, RowsEditor } from '@/components/form/rows-editor';

const WORDS = { title: m.kpiParameters, add: m.addParameter, remove: m.removeParameter };

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

  const options = (values: readonly string[]) => values.map((value) => ({ value, label: labelOf(value) }));
  const placeholder = <option value="">{intl.formatMessage(validationMessages.selectPlaceholder)}</option>;

  return (
    <RowsEditor
      words={WORDS}
      note={
        <>
          <Hint>{intl.formatMessage(rows.length === 0 ? m.noKpi : m.kpiHint)}</Hint>
          {serverErrors[''] && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {serverErrors['']}
            </Text>
          )}
        </>
      }
      rows={rows}
      onChange={onChange}
      newRow={{ key: '', value: '' }}
    >
      {(row, index, number) => {
        const error = errors[index] ?? {};
        const spec = isKpiKey(row.key) ? KPI_PARAMETERS[row.key] : null;
        // A key this console does not know stays chosen, by its own name.
        const known = !row.key || keys.includes(row.key) ? keys : [...keys, row.key];
        return (
          <>
            <RowField label={intl.formatMessage(m.parameter)} number={number} error={keyError(error)} flex="3">
              <OptionsSelect value={row.key} options={options(known)} onChange={(key) => update(index, { key })}>
                {placeholder}
              </OptionsSelect>
            </RowField>
            <RowField label={intl.formatMessage(m.value)} number={number} error={valueError(row, error)} flex="2">
              {row.key === CONSUMABLE ? (
                <OptionsSelect value={row.value} options={options(consumables)} onChange={(value) => update(index, { value })}>
                  {placeholder}
                </OptionsSelect>
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
            </RowField>
          </>
        );
      }}
    </RowsEditor>
  );
}
