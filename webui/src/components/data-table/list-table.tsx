import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { exportList } from '@/api/export-list';
import { ChoiceFilterPanel, type ChoiceCriterion } from '@/components/filter-panel/choice-panel';
import { ListFilterPanel, type ListFilterPanelProps } from '@/components/filter-panel/list-filter-panel';
import type { ListParams, Page } from '@/lib/types';
import { say, type Words } from '../words';
import { CreateButton, type CreateButtonProps } from './create-button';
import { DataTable, type DataTableProps } from './data-table';
import { useListPage, type ListPageTableProps } from './use-list-page';

/** A list whose criteria are choices of its own values (`ChoiceFilterPanel`), with a date range under `dateLabel`. */
interface ChoiceFilters {
  choices: readonly ChoiceCriterion[];
  dateLabel?: MessageDescriptor;
}

export interface ListTableProps<T, K extends QueryKey = QueryKey>
  extends Omit<DataTableProps<T>, keyof ListPageTableProps<T> | 'label' | 'onExport' | 'toolbar' | 'getRowLabel'> {
  /** The list's query by its params (a list's `get…QueryOptions`), and its order before the user sorts. */
  query: (params: ListParams) => UseQueryOptions<Page<T>, Error, Page<T>, K>;
  sort: string;
  title: Words;
  /** A row as the table's checkboxes and questions name it: its name unless given. */
  getRowLabel?: (row: T) => string;
  /** The list's server path, exported with the list's params (`/companies`); no export when unset. */
  exportPath?: string;
  /** The filter panel's criteria: the screen's, the list's own, or choices of the list's own values. */
  filters?: Omit<ListFilterPanelProps, 'onParamsChange'> | ChoiceFilters;
  /** The "New …" button to the list's creation form, shown to the roles that may open it. */
  create?: CreateButtonProps;
}

const nameOf = (row: unknown) => String((row as { name?: unknown }).name ?? '');

/** A list screen's table: the list's rows and params (`useListPage`), its title, its export and its filter panel. */
export function ListTable<T extends { id: string }, K extends QueryKey>({
  query,
  sort,
  title,
  getRowLabel = nameOf,
  exportPath,
  filters,
  create,
  ...props
}: ListTableProps<T, K>) {
  const intl = useIntl();
  const list = useListPage(query, sort);
  return (
    <DataTable
      {...list.tableProps}
      {...props}
      getRowLabel={getRowLabel}
      actions={create ? <CreateButton {...create} /> : props.actions}
      label={say(intl, title)}
      onExport={exportPath ? () => exportList(exportPath, list.params) : undefined}
      toolbar={
        filters && 'choices' in filters ? (
          <ChoiceFilterPanel criteria={filters.choices} dateLabel={filters.dateLabel} onParamsChange={list.setParams} />
        ) : (
          <ListFilterPanel {...filters} onParamsChange={list.setParams} />
        )
      }
    />
  );
}
