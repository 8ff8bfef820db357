import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ListParams } from '@/lib/types';
import { getFilterOptionsQueryOptions, type LoadedCriterion } from './api/get-filter-options';
import { pathOf } from './criteria';
import { CriterionField, criterionLabel, DateError, DateRangeFields, FilterFormLayout, OptionField } from './filter-fields';
import { FilterShell, type FilterChip } from './filter-shell';
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
    <FilterFormLayout
      onSubmit={apply}
      canApply={level === DATES ? Boolean(from || to) : Boolean(chosen)}
      alerts={
        <>
          {loaded.isError && criterion?.source && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {intl.formatMessage(m.optionsError)}
            </Text>
          )}
          <DateError error={dateError} />
        </>
      }
    >
      <CriterionField
        value={level}
        onChange={(next) => {
          setLevel(next);
          setChosen('');
          setDateError(null);
        }}
      >
        {criteria.map((c) => {
          const blocked = Boolean(c.parent) && (value.lists[c.parent as string] ?? []).length === 0;
          const parentLabel = criteria.find((p) => p.level === c.parent)?.label;
          return (
            <option key={c.level} value={c.level} disabled={blocked}>
              {criterionLabel(intl, intl.formatMessage(c.label), blocked, parentLabel && intl.formatMessage(parentLabel))}
            </option>
          );
        })}
        {dateLabel && <option value={DATES}>{intl.formatMessage(dateLabel)}</option>}
      </CriterionField>
      {level === DATES ? (
        <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} invalid={dateError !== null} />
      ) : (
        <OptionField value={chosen} onChange={setChosen} criterion={level} options={options} loading={loading} />
      )}
    </FilterFormLayout>
  );
}

/**
 * The filter panel of a list whose criteria are its own (a leave's status, a
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
  const [value, setValue] = useState<ChoiceSelection>(EMPTY);
  const change = (next: ChoiceSelection) => {
    setValue(next);
    onParamsChange(choiceQuery(criteria, next));
  };
  const chips: FilterChip[] = criteria.flatMap((criterion) =>
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
  return (
    <FilterShell
      chips={chips}
      onClear={() => change(EMPTY)}
      form={(onApplied) => <ChoiceForm criteria={criteria} dateLabel={dateLabel} value={value} onChange={change} onApplied={onApplied} />}
    />
  );
}
