import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { roleAtom } from '@/lib/session-atoms';
import type { ListParams } from '@/lib/types';
import { filterCriteriaFor, selectionQuery } from './criteria';
import { FilterPanel } from './filter-panel';
import { EMPTY_SELECTION, type FilterScreen, type FilterSelection } from './types';

/** A list screen's filter panel with the signed-in role's criteria; each new selection goes into the list's params. */
export function ListFilterPanel({ screen, onParamsChange }: { screen: FilterScreen; onParamsChange: (change: Partial<ListParams>) => void }) {
  const role = useAtomValue(roleAtom);
  const [filters, setFilters] = useState<FilterSelection>(EMPTY_SELECTION);
  return (
    <FilterPanel
      criteria={filterCriteriaFor(role, screen)}
      screen={screen}
      value={filters}
      onChange={(next) => {
        setFilters(next);
        onParamsChange(selectionQuery(next));
      }}
    />
  );
}
