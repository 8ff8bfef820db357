import type { RowData } from '@tanstack/react-table';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { exportList } from '@/api/export-list';
import { ChoiceFilterPanel, type ChoiceCriterion } from '@/components/filter-panel/choice-panel';
import { ListFilterPanel, type ListFilterPanelProps } from '@/components/filter-panel/list-filter-panel';
import type { ListParams } from '@/lib/types';
import { DataTable, type DataTableProps } from './data-table';
import type { ListPageTableProps } from './use-list-page';

/** A list whose criteria are choices of its own values (`ChoiceFilterPanel`), with a date range under `dateLabel`. */
interface ChoiceFilters {
  choices: readonly ChoiceCriterion[];
  dateLabel?: MessageDescriptor;
}

export interface ListTableProps<T>
  extends Omit<DataTableProps<T>, keyof ListPageTableProps<T> | 'label' | 'onExport' | 'toolbar'> {
  /** The list screen (`useListPage`) the table shows. */
  list: { tableProps: ListPageTableProps<T>; params: ListParams; setParams: (change: Partial<ListParams>) => void };
  title: MessageDescriptor | string;
  /** The list's server path, exported with the list's params (`/companies`); no export when unset. */
  exportPath?: string;
  /** The filter panel's criteria: the screen's, the list's own, or choices of the list's own values. */
  filters?: Omit<ListFilterPanelProps, 'onParamsChange'> | ChoiceFilters;
}

/** A list screen's table: the list's rows and params, its title, its export and its filter panel. */
export function ListTable<T extends RowData>({ list, title, exportPath, filters, ...props }: ListTableProps<T>) {
  const intl = useIntl();
  return (
    <DataTable
      {...list.tableProps}
      {...props}
      label={typeof title === 'string' ? title : intl.formatMessage(title)}
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
