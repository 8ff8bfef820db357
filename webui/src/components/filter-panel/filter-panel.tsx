import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  Dialog,
  Field,
  Flex,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Spinner,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuFilter, LuFilterX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useCatalogue } from '@/lib/use-catalogue';
import { useIsPhone } from '@/lib/use-media-query';
import { commonMessages } from '../messages';
import { addOption, CRITERIA_ORDER, pathOf, removeOption, selectionCount } from './criteria';
import { isLoaded, useFilterOptions } from './api/get-filter-options';
import { filterMessages as m } from './messages';
import type { Criterion, CriterionSpec, FilterOption, FilterScreen, FilterSelection, ListCriterion } from './types';

export interface FilterPanelProps {
  /** The criteria offered, in order (see `filterCriteriaFor`). */
  criteria: CriterionSpec[];
  screen: FilterScreen;
  value: FilterSelection;
  /** Called with the new selection on apply, remove and clear; the list goes back to page 1. */
  onChange: (next: FilterSelection) => void;
}

/** Criterion → options → value → apply, as a form (inline on wide screens, in a modal on phones). */
function FilterForm({
  criteria,
  screen,
  value,
  onChange,
  onApplied,
}: FilterPanelProps & { onApplied?: () => void }) {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const [criterion, setCriterion] = useState<Criterion | ''>('');
  const [chosen, setChosen] = useState('');
  const [from, setFrom] = useState(value.dateRange?.from ?? '');
  const [to, setTo] = useState(value.dateRange?.to ?? '');
  const [dateError, setDateError] = useState<'missing' | 'order' | null>(null);

  const specOf = (name: Criterion) => criteria.find((spec) => spec.criterion === name);
  const parentsOf = (spec: CriterionSpec | undefined) => (spec?.parent ? (value.lists[spec.parent] ?? []) : []);

  const listed = criterion && criterion !== 'creationDate' ? criterion : null;
  const fixed = listed ? specOf(listed)?.options : undefined;
  const loads = listed !== null && !fixed && isLoaded(listed);
  const query = useFilterOptions(loads ? listed : 'landlord', listed ? parentsOf(specOf(listed)) : [], screen, { enabled: loads });
  const loading = loads && query.isPending;
  // On a failure the options are emptied and the error is shown.
  const failed = loads && query.isError;
  const options = ((): FilterOption[] => {
    if (fixed) return fixed;
    if (listed === 'status') {
      return [
        { value: '1', label: intl.formatMessage(m.opened) },
        { value: '2', label: intl.formatMessage(m.resolved) },
      ];
    }
    if (listed === 'deviceStatus') {
      return [
        { value: 'ONLINE', label: intl.formatMessage(m.online) },
        { value: 'OFFLINE', label: intl.formatMessage(m.offline) },
        { value: 'UNKNOWN', label: intl.formatMessage(m.unknown) },
      ];
    }
    if (!loads || failed || !query.data) return [];
    if (listed !== 'type') return query.data;
    const title = screen === 'devices' ? catalogue.deviceType : catalogue.issueType;
    return query.data.map((option) => ({ ...option, label: title(option.value, option.label) }));
  })();

  const choose = (next: Criterion | '') => {
    setCriterion(next);
    setChosen('');
    setDateError(null);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (criterion === 'creationDate') {
      if (!from && !to) return setDateError('missing');
      if (from && to && from > to) return setDateError('order');
      setDateError(null);
      onChange({ ...value, dateRange: { from, to } });
      onApplied?.();
      return;
    }
    const option = options.find((item) => item.value === chosen);
    if (!criterion || !option) return;
    onChange(addOption(value, criterion, option));
    setChosen('');
    onApplied?.();
  };

  const label = (name: Criterion) => intl.formatMessage(m[name]);
  const canApply = criterion === 'creationDate' ? Boolean(from || to) : Boolean(chosen) && !loading;

  return (
    <form onSubmit={apply} aria-label={intl.formatMessage(m.title)}>
      <Stack gap="3">
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} wrap="wrap">
          <Field.Root flex="1" minW={{ md: '12rem' }}>
            <Field.Label>{intl.formatMessage(m.criterion)}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="criterion"
                value={criterion}
                onChange={(event) => choose(event.target.value as Criterion | '')}
                bg="bg"
              >
                <option value="">{intl.formatMessage(m.chooseCriterion)}</option>
                {criteria.map((spec) => {
                  const blocked = Boolean(spec.parent) && parentsOf(spec).length === 0;
                  return (
                    <option key={spec.criterion} value={spec.criterion} disabled={blocked}>
                      {blocked
                        ? intl.formatMessage(m.needsParent, {
                            criterion: label(spec.criterion),
                            parent: label(spec.parent as ListCriterion).toLowerCase(),
                          })
                        : label(spec.criterion)}
                    </option>
                  );
                })}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>

          {criterion === 'creationDate' ? (
            <>
              <Field.Root flex="1" minW={{ md: '10rem' }} invalid={dateError !== null}>
                <Field.Label>{intl.formatMessage(m.from)}</Field.Label>
                <Input type="date" name="from" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} bg="bg" />
              </Field.Root>
              <Field.Root flex="1" minW={{ md: '10rem' }} invalid={dateError !== null}>
                <Field.Label>{intl.formatMessage(m.to)}</Field.Label>
                <Input type="date" name="to" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} bg="bg" />
              </Field.Root>
            </>
          ) : (
            <Field.Root flex="2" minW={{ md: '14rem' }} disabled={!criterion || loading || options.length === 0}>
              <Field.Label>
                {intl.formatMessage(m.option)} {loading && <Spinner size="xs" aria-label={intl.formatMessage(m.loading)} />}
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="option" value={chosen} onChange={(event) => setChosen(event.target.value)} bg="bg">
                  <option value="">
                    {loading
                      ? intl.formatMessage(m.loading)
                      : criterion && !failed && options.length === 0
                        ? intl.formatMessage(m.noOptions)
                        : intl.formatMessage(m.chooseOption)}
                  </option>
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {pathOf(option)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <Button type="submit" colorPalette="teal" disabled={!canApply} flexShrink={0}>
            {intl.formatMessage(m.apply)}
          </Button>
        </Flex>
        {failed && (
          <Alert.Root status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Title>{intl.formatMessage(m.optionsError)}</Alert.Title>
          </Alert.Root>
        )}
        {dateError && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {intl.formatMessage(dateError === 'missing' ? m.dateMissing : m.dateOrder)}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** The chosen items as removable chips, with "clear filters". */
function FilterChips({ criteria, value, onChange }: Pick<FilterPanelProps, 'criteria' | 'value' | 'onChange'>) {
  const intl = useIntl();
  const chips: { key: string; text: string; remove: () => void }[] = [];
  for (const criterion of CRITERIA_ORDER) {
    if (criterion === 'creationDate') continue;
    for (const option of value.lists[criterion] ?? []) {
      chips.push({
        key: `${criterion}:${option.value}`,
        text: `${intl.formatMessage(m[criterion])}: ${pathOf(option)}`,
        remove: () => onChange(removeOption(value, criterion, option.value, criteria)),
      });
    }
  }
  if (value.dateRange) {
    const any = intl.formatMessage(m.anyDate);
    chips.push({
      key: 'creationDate',
      text: `${intl.formatMessage(m.creationDate)}: ${intl.formatMessage(m.dateRange, {
        from: value.dateRange.from || any,
        to: value.dateRange.to || any,
      })}`,
      remove: () => onChange({ ...value, dateRange: null }),
    });
  }
  if (chips.length === 0) return null;
  return (
    <Wrap gap="2" align="center" role="group" aria-label={intl.formatMessage(m.applied)}>
      {chips.map((chip) => (
        <Badge key={chip.key} size="lg" colorPalette="teal" variant="surface" maxW="full" gap="1" pe="0.5" rounded="full">
          <Text as="span" truncate>
            {chip.text}
          </Text>
          <CloseButton
            size="2xs"
            variant="ghost"
            colorPalette="teal"
            rounded="full"
            aria-label={intl.formatMessage(m.remove, { label: chip.text })}
            onClick={chip.remove}
          />
        </Badge>
      ))}
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onChange({ lists: {}, dateRange: null })}>
        <LuFilterX /> {intl.formatMessage(m.clear)}
      </Button>
    </Wrap>
  );
}

/**
 * The filter panel of SPEC.md §2: a cascading tree (landlord → building → floor →
 * facility → device) plus type, status, device status, supervisor, cleaning company and
 * a creation date range. Shown or hidden on wide screens, a modal on phones.
 */
export function FilterPanel(props: FilterPanelProps) {
  const intl = useIntl();
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const count = selectionCount(props.value);
  const toggleLabel = count > 0 ? intl.formatMessage(m.filtersCount, { count }) : intl.formatMessage(m.filters);

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Button
          variant={open ? 'subtle' : 'outline'}
          colorPalette={count > 0 ? 'teal' : 'gray'}
          onClick={() => setOpen((current) => !current)}
          aria-expanded={open}
        >
          <LuFilter /> {toggleLabel}
        </Button>
      </HStack>
      {open && !phone && (
        <Card.Root size="sm" variant="outline">
          <Card.Body>
            <FilterForm {...props} />
          </Card.Body>
        </Card.Root>
      )}
      {phone && (
        <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom" size="full">
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{intl.formatMessage(m.title)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <FilterForm {...props} onApplied={() => setOpen(false)} />
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
      <FilterChips criteria={props.criteria} value={props.value} onChange={props.onChange} />
    </Stack>
  );
}
