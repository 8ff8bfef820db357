import { Badge, Button, Card, CloseButton, Dialog, Field, Flex, HStack, Input, NativeSelect, Portal, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LuFilter, LuFilterX } from 'react-icons/lu';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useIsPhone } from '@/lib/use-media-query';
import type { ListParams } from '@/lib/types';
import { commonMessages } from '../messages';
import { getFilterOptionsQueryOptions, type LoadedCriterion } from './api/get-filter-options';
import { pathOf } from './criteria';
import { filterMessages as m } from './messages';
import type { DateRange, FilterOption } from './types';

/**
 * One criterion of a list's filter panel: its API filter level (`status`, `staff`…), its
 * label, and either fixed options or the estate tree's (`source`: building, floor, facility,
 * supervisor), which a `parent` criterion's chosen items narrow.
 */
export interface ChoiceCriterion {
  level: string;
  label: MessageDescriptor;
  options?: FilterOption[];
  source?: LoadedCriterion;
  parent?: string;
}

export interface ChoiceSelection {
  lists: Record<string, FilterOption[]>;
  dateRange: DateRange | null;
}

const EMPTY: ChoiceSelection = { lists: {}, dateRange: null };
const DATES = '@dates';

/** `filter=level:"id"` entries and `from`/`to`, as the list call takes them. */
export function choiceQuery(criteria: readonly ChoiceCriterion[], selection: ChoiceSelection): Pick<ListParams, 'filter' | 'from' | 'to'> {
  const filter = criteria.flatMap((criterion) => (selection.lists[criterion.level] ?? []).map((option) => `${criterion.level}:"${option.value}"`));
  return { filter, from: selection.dateRange?.from || undefined, to: selection.dateRange?.to || undefined };
}

/** Drops an item and whatever was chosen under it (a building's floors, their facilities). */
function without(criteria: readonly ChoiceCriterion[], selection: ChoiceSelection, level: string, value: string): ChoiceSelection {
  const lists = { ...selection.lists, [level]: (selection.lists[level] ?? []).filter((item) => item.value !== value) };
  let removed = new Set([value]);
  for (let parent = level, child = criteria.find((c) => c.parent === parent); child; parent = child.level, child = criteria.find((c) => c.parent === parent)) {
    const dropped = (lists[child.level] ?? []).filter((item) => item.pid && removed.has(item.pid)).map((item) => item.value);
    lists[child.level] = (lists[child.level] ?? []).filter((item) => !dropped.includes(item.value));
    removed = new Set(dropped);
  }
  return { ...selection, lists };
}

function ChoiceForm({
  criteria,
  dateLabel,
  value,
  onChange,
  onApplied,
}: {
  criteria: readonly ChoiceCriterion[];
  dateLabel?: MessageDescriptor;
  value: ChoiceSelection;
  onChange: (next: ChoiceSelection) => void;
  onApplied?: () => void;
}) {
  const intl = useIntl();
  const [level, setLevel] = useState('');
  const [chosen, setChosen] = useState('');
  const [from, setFrom] = useState(value.dateRange?.from ?? '');
  const [to, setTo] = useState(value.dateRange?.to ?? '');
  const [dateError, setDateError] = useState<MessageDescriptor | null>(null);
  const criterion = criteria.find((c) => c.level === level);
  const parents = criterion?.parent ? (value.lists[criterion.parent] ?? []) : [];
  const loaded = useQuery({
    ...getFilterOptionsQueryOptions(criterion?.source ?? 'building', parents, 'issues'),
    enabled: Boolean(criterion?.source),
  });
  const loading = Boolean(criterion?.source) && loaded.isPending;
  const options = criterion?.source ? (loaded.data ?? []) : (criterion?.options ?? []);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (level === DATES) {
      if (!from && !to) return setDateError(m.dateMissing);
      if (from && to && from > to) return setDateError(m.dateOrder);
      onChange({ ...value, dateRange: { from, to } });
    } else {
      const option = options.find((item) => item.value === chosen);
      if (!criterion || !option) return;
      const current = value.lists[level] ?? [];
      if (!current.some((item) => item.value === option.value)) onChange({ ...value, lists: { ...value.lists, [level]: [...current, option] } });
      setChosen('');
    }
    setDateError(null);
    onApplied?.();
  };

  return (
    <form onSubmit={apply} aria-label={intl.formatMessage(m.title)}>
      <Stack gap="3">
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} wrap="wrap">
          <Field.Root flex="1" minW={{ md: '12rem' }}>
            <Field.Label>{intl.formatMessage(m.criterion)}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="criterion"
                value={level}
                bg="bg"
                onChange={(event) => {
                  setLevel(event.target.value);
                  setChosen('');
                  setDateError(null);
                }}
              >
                <option value="">{intl.formatMessage(m.chooseCriterion)}</option>
                {criteria.map((c) => {
                  const blocked = Boolean(c.parent) && (value.lists[c.parent as string] ?? []).length === 0;
                  const parentLabel = criteria.find((p) => p.level === c.parent)?.label;
                  return (
                    <option key={c.level} value={c.level} disabled={blocked}>
                      {blocked && parentLabel
                        ? intl.formatMessage(m.needsParent, { criterion: intl.formatMessage(c.label), parent: intl.formatMessage(parentLabel).toLowerCase() })
                        : intl.formatMessage(c.label)}
                    </option>
                  );
                })}
                {dateLabel && <option value={DATES}>{intl.formatMessage(dateLabel)}</option>}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {level === DATES ? (
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
            <Field.Root flex="2" minW={{ md: '14rem' }} disabled={!level || loading || options.length === 0}>
              <Field.Label>
                {intl.formatMessage(m.option)} {loading && <Spinner size="xs" aria-label={intl.formatMessage(m.loading)} />}
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="option" value={chosen} onChange={(event) => setChosen(event.target.value)} bg="bg">
                  <option value="">
                    {loading ? intl.formatMessage(m.loading) : level && options.length === 0 ? intl.formatMessage(m.noOptions) : intl.formatMessage(m.chooseOption)}
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
          <Button type="submit" colorPalette="teal" disabled={level === DATES ? !(from || to) : !chosen} flexShrink={0}>
            {intl.formatMessage(m.apply)}
          </Button>
        </Flex>
        {loaded.isError && criterion?.source && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {intl.formatMessage(m.optionsError)}
          </Text>
        )}
        {dateError && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {intl.formatMessage(dateError)}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/**
 * The filter panel (SPEC.md §2) of a list whose criteria are its own (a leave's status, a
 * schedule's staff member, low stock): choose a criterion, a value, apply; the chosen items
 * are chips, each removable, with "clear filters". Its selection lives in the component, so
 * it resets when the screen is left; each change goes into the list's params (page 1).
 */
export function ChoiceFilterPanel({
  criteria,
  dateLabel,
  onParamsChange,
}: {
  criteria: readonly ChoiceCriterion[];
  /** Offers a date range under this label when set. */
  dateLabel?: MessageDescriptor;
  onParamsChange: (change: Partial<ListParams>) => void;
}) {
  const intl = useIntl();
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<ChoiceSelection>(EMPTY);
  const change = (next: ChoiceSelection) => {
    setValue(next);
    onParamsChange(choiceQuery(criteria, next));
  };
  const chips = criteria.flatMap((criterion) =>
    (value.lists[criterion.level] ?? []).map((option) => ({
      key: `${criterion.level}:${option.value}`,
      text: `${intl.formatMessage(criterion.label)}: ${pathOf(option)}`,
      remove: () => change(without(criteria, value, criterion.level, option.value)),
    })),
  );
  if (value.dateRange && dateLabel) {
    const any = intl.formatMessage(m.anyDate);
    chips.push({
      key: DATES,
      text: `${intl.formatMessage(dateLabel)}: ${intl.formatMessage(m.dateRange, { from: value.dateRange.from || any, to: value.dateRange.to || any })}`,
      remove: () => change({ ...value, dateRange: null }),
    });
  }
  const count = chips.length;
  const form = <ChoiceForm criteria={criteria} dateLabel={dateLabel} value={value} onChange={change} onApplied={phone ? () => setOpen(false) : undefined} />;

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Button variant={open ? 'subtle' : 'outline'} colorPalette={count > 0 ? 'teal' : 'gray'} onClick={() => setOpen((current) => !current)} aria-expanded={open}>
          <LuFilter /> {count > 0 ? intl.formatMessage(m.filtersCount, { count }) : intl.formatMessage(m.filters)}
        </Button>
      </HStack>
      {open && !phone && (
        <Card.Root size="sm" variant="outline">
          <Card.Body>{form}</Card.Body>
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
                <Dialog.Body>{form}</Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
      {count > 0 && (
        <Wrap gap="2" align="center" role="group" aria-label={intl.formatMessage(m.applied)}>
          {chips.map((chip) => (
            <Badge key={chip.key} size="lg" colorPalette="teal" variant="surface" maxW="full" gap="1" pe="0.5" rounded="full">
              <Text as="span" truncate>
                {chip.text}
              </Text>
              <CloseButton size="2xs" variant="ghost" colorPalette="teal" rounded="full" aria-label={intl.formatMessage(m.remove, { label: chip.text })} onClick={chip.remove} />
            </Badge>
          ))}
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => change(EMPTY)}>
            <LuFilterX /> {intl.formatMessage(m.clear)}
          </Button>
        </Wrap>
      )}
    </Stack>
  );
}
