import { Button, Field, Flex, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { pathOf } from './criteria';
import { filterMessages as m } from './messages';
import type { FilterOption } from './types';

/** The filter form: its fields in a row (a column on phones), "Apply", then what went wrong. */
export function FilterFormLayout({
  onSubmit,
  canApply,
  children,
  alerts,
}: {
  onSubmit: (event: FormEvent) => void;
  canApply: boolean;
  children: ReactNode;
  alerts: ReactNode;
}) {
  const intl = useIntl();
  return (
    <form onSubmit={onSubmit} aria-label={intl.formatMessage(m.title)}>
      <Stack gap="3">
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} wrap="wrap">
          {children}
          <Button type="submit" colorPalette="teal" disabled={!canApply} flexShrink={0}>
            {intl.formatMessage(m.apply)}
          </Button>
        </Flex>
        {alerts}
      </Stack>
    </form>
  );
}

/** "Filter by": the criteria as `<option>`s after "choose a criterion". */
export function CriterionField({ value, onChange, children }: { value: string; onChange: (value: string) => void; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Field.Root flex="1" minW={{ md: '12rem' }}>
      <Field.Label>{intl.formatMessage(m.criterion)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name="criterion" value={value} onChange={(event) => onChange(event.target.value)} bg="bg">
          <option value="">{intl.formatMessage(m.chooseCriterion)}</option>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A criterion's option, or why it cannot be chosen yet ("choose … first"). */
export function criterionLabel(intl: ReturnType<typeof useIntl>, criterion: string, blocked: boolean, parent: string | undefined) {
  return blocked && parent ? intl.formatMessage(m.needsParent, { criterion, parent: parent.toLowerCase() }) : criterion;
}

/** "From" and "To" of a date range; each bounds the other. */
export function DateRangeFields({
  from,
  to,
  onFrom,
  onTo,
  invalid,
}: {
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  invalid: boolean;
}) {
  const intl = useIntl();
  return (
    <>
      <Field.Root flex="1" minW={{ md: '10rem' }} invalid={invalid}>
        <Field.Label>{intl.formatMessage(m.from)}</Field.Label>
        <Input type="date" name="from" value={from} max={to || undefined} onChange={(event) => onFrom(event.target.value)} bg="bg" />
      </Field.Root>
      <Field.Root flex="1" minW={{ md: '10rem' }} invalid={invalid}>
        <Field.Label>{intl.formatMessage(m.to)}</Field.Label>
        <Input type="date" name="to" value={to} min={from || undefined} onChange={(event) => onTo(event.target.value)} bg="bg" />
      </Field.Root>
    </>
  );
}

/**
 * "Value": the options of the criterion chosen (`criterion`, empty while none is). It says
 * there are none to choose from, unless their loading `failed` (said apart).
 */
export function OptionField({
  value,
  onChange,
  criterion,
  options,
  loading,
  failed = false,
}: {
  value: string;
  onChange: (value: string) => void;
  criterion: string;
  options: FilterOption[];
  loading: boolean;
  failed?: boolean;
}) {
  const disabled = !criterion || loading || options.length === 0;
  const none = Boolean(criterion) && !failed && options.length === 0;
  const intl = useIntl();
  return (
    <Field.Root flex="2" minW={{ md: '14rem' }} disabled={disabled}>
      <Field.Label>
        {intl.formatMessage(m.option)} {loading && <Spinner size="xs" aria-label={intl.formatMessage(m.loading)} />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name="option" value={value} onChange={(event) => onChange(event.target.value)} bg="bg">
          <option value="">{intl.formatMessage(loading ? m.loading : none ? m.noOptions : m.chooseOption)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {pathOf(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** What is wrong with the date range, said under the form. */
export function DateError({ error }: { error: MessageDescriptor | null }) {
  const intl = useIntl();
  if (!error) return null;
  return (
    <Text color="fg.error" fontSize="sm" role="alert">
      {intl.formatMessage(error)}
    </Text>
  );
}
