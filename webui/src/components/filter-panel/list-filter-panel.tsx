import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { roleAtom } from '@/lib/session-atoms';
import type { ListParams } from '@/lib/types';
import { filterCriteriaFor, selectionQuery } from './criteria';
import { FilterPanel } from './filter-panel';
import { EMPTY_SELECTION, type CriterionSpec, type FilterScreen, type FilterSelection } from './types';

export interface ListFilterPanelProps {
  /** Which list's criteria the role gets (`filterCriteriaFor`); also what Type lists when it loads its options. */
  screen?: FilterScreen;
  /** The criteria of a list that names its own (what its server call can filter by), instead of the screen's. */
  criteria?: CriterionSpec[];
  onParamsChange: (change: Partial<ListParams>) => void;
}

/**
 * A list screen's filter panel with the signed-in role's criteria; each new selection goes into the list's params.
 * A list whose criteria are not the devices' or issues' names them in `criteria`.
 */
export function ListFilterPanel({ screen = 'issues', criteria, onParamsChange }: ListFilterPanelProps) {
  const role = useAtomValue(roleAtom);
  const [filters, setFilters] = useState<FilterSelection>(EMPTY_SELECTION);
  return (
    <FilterPanel
      criteria={criteria ?? filterCriteriaFor(role, screen)}
      screen={screen}
      value={filters}
      onChange={(next) => {
        setFilters(next);
        onParamsChange(selectionQuery(next));
      }}
    />
  );
}
