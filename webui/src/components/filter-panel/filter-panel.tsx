import { Alert } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogue } from '@/lib/use-catalogue';
import { addOption, CRITERIA_ORDER, MAX_ESCALATION_LEVEL, pathOf, removeOption } from './criteria';
import { isLoaded, useFilterOptions } from './api/get-filter-options';
import { CriterionField, criterionLabel, DateError, DateRangeFields, FilterFormLayout, OptionField } from './filter-fields';
import { FilterShell, type FilterChip } from './filter-shell';
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

/** Escalated at all, level N or higher, the highest level alone, or not escalated. */
function escalationOptions(intl: ReturnType<typeof useIntl>): FilterOption[] {
  const higher = Array.from({ length: MAX_ESCALATION_LEVEL - 2 }, (_, n) => n + 2);
  return [
    { value: '1+', label: intl.formatMessage(m.escalated) },
    ...higher.map((level) => ({ value: `${level}+`, label: intl.formatMessage(m.escalatedAtLeast, { level }) })),
    { value: String(MAX_ESCALATION_LEVEL), label: intl.formatMessage(m.escalationLevel, { level: MAX_ESCALATION_LEVEL }) },
    { value: '0', label: intl.formatMessage(m.notEscalated) },
  ];
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
    if (listed === 'escalation') return escalationOptions(intl);
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
    <FilterFormLayout
      onSubmit={apply}
      canApply={canApply}
      alerts={
        <>
          {failed && (
            <Alert.Root status="error" role="alert" size="sm">
              <Alert.Indicator />
              <Alert.Title>{intl.formatMessage(m.optionsError)}</Alert.Title>
            </Alert.Root>
          )}
          <DateError error={dateError === null ? null : dateError === 'missing' ? m.dateMissing : m.dateOrder} />
        </>
      }
    >
      <CriterionField value={criterion} onChange={(next) => choose(next as Criterion | '')}>
        {criteria.map((spec) => {
          const blocked = Boolean(spec.parent) && parentsOf(spec).length === 0;
          return (
            <option key={spec.criterion} value={spec.criterion} disabled={blocked}>
              {criterionLabel(intl, label(spec.criterion), blocked, spec.parent && label(spec.parent as ListCriterion))}
            </option>
          );
        })}
      </CriterionField>
      {criterion === 'creationDate' ? (
        <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} invalid={dateError !== null} />
      ) : (
        <OptionField value={chosen} onChange={setChosen} criterion={criterion} options={options} loading={loading} failed={failed} />
      )}
    </FilterFormLayout>
  );
}

/** The chosen items as chips, in the order of the criteria. */
function useFilterChips({ criteria, value, onChange }: Pick<FilterPanelProps, 'criteria' | 'value' | 'onChange'>): FilterChip[] {
  const intl = useIntl();
  const chips: FilterChip[] = [];
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
  return chips;
}

/**
 * The filter panel of the list screens: a cascading tree (landlord → building → floor →
 * facility → device) plus type, status, escalation, device status, supervisor, cleaning company and
 * a creation date range. Shown or hidden on wide screens, a modal on phones.
 */
export function FilterPanel(props: FilterPanelProps) {
  const chips = useFilterChips(props);
  return (
    <FilterShell
      chips={chips}
      onClear={() => props.onChange({ lists: {}, dateRange: null })}
      form={(onApplied) => <FilterForm {...props} onApplied={onApplied} />}
    />
  );
}
