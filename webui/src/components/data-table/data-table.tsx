import { Stack, Table } from '@chakra-ui/react';
import type { RowData } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ListParams, Page } from '@/lib/types';
import { ConfirmDialog } from '../confirm-dialog';
import { ErrorAlert } from '../errors/error-alert';
import { commonMessages } from '../messages';
import type { Column } from './columns';
import { EmptyRows } from './empty-rows';
import { tableMessages } from './messages';
import { RowCards } from './row-cards';
import { TableBody } from './table-body';
import { TableFooter } from './table-footer';
import { TableHead } from './table-head';
import { TableToolbar } from './table-toolbar';
import { useDataTable } from './use-data-table';
import { useTableActions } from './use-table-actions';

export type { Column } from './columns';

export interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  page: Page<T> | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  params: ListParams;
  onParamsChange: (change: Partial<ListParams>) => void;
  getRowId: (row: T) => string;
  getRowLabel: (row: T) => string;
  /** Deletes one row; when set, rows can be selected and deleted after a confirmation. */
  onDelete?: (id: string) => Promise<unknown>;
  /** Deletes the selected rows in one call (a bulk endpoint); preferred over `onDelete`. */
  onDeleteMany?: (ids: string[]) => Promise<unknown>;
  /** More actions on the selected rows (mark as read…); `done` clears the selection. */
  selectionActions?: (ids: string[], done: () => void) => ReactNode;
  /** Shown between the toolbar and the rows (the filter panel). */
  toolbar?: ReactNode;
  /** When true, rows are shown as cards (phones) through `renderCard`. */
  cards?: boolean;
  renderCard?: (row: T) => ReactNode;
  /** Called after a deletion so the list can reload. */
  onDeleted?: () => void;
  /** Downloads the CSV export and answers the file name. */
  onExport?: () => Promise<string>;
  /** Extra toolbar buttons (create…). */
  actions?: ReactNode;
}

/** A server-side list: search, sort, pages, export and delete of selected rows. */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { label, columns, page, loading, error, onRetry, params, onParamsChange, getRowId, getRowLabel } = props;
  const { onDelete, onDeleteMany, selectionActions, toolbar, cards = false, renderCard, actions } = props;
  const intl = useIntl();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const deletable = Boolean(onDelete || onDeleteMany);
  const selectable = deletable || Boolean(selectionActions);
  const model = useDataTable({ columns, page, params, onParamsChange, getRowId, selectable });
  const { table, rows, selectedIds, clearSelection } = model;
  const { exporting, runExport, runDelete } = useTableActions({ ...props, rows, selectedIds, onRowsDeleted: model.forgetRows });
  const total = page?.total ?? 0;
  const from = total === 0 ? 0 : (params.page - 1) * params.pageSize + 1;
  const to = Math.min(params.page * params.pageSize, total);
  const failed = error !== undefined && error !== null;
  const empty = !loading && rows.length === 0 && !failed ? <EmptyRows /> : null;

  return (
    <Stack gap="4">
      <TableToolbar
        search={params.search ?? ''}
        onSearch={(search) => onParamsChange({ search: search || undefined })}
        selectedCount={selectedIds.length}
        selectionActions={selectionActions?.(selectedIds, clearSelection)}
        onDeleteSelected={deletable ? () => setConfirmOpen(true) : undefined}
        onExport={props.onExport ? runExport : undefined}
        exporting={exporting}
        actions={actions}
      />
      {toolbar}
      {failed ? <ErrorAlert error={error} onRetry={onRetry} /> : null}
      {cards && renderCard ? (
        <RowCards label={label} rows={rows} loading={loading} getRowId={getRowId} renderCard={renderCard} empty={empty} />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
          <Table.Root size="sm" interactive aria-label={label} aria-busy={loading}>
            <TableHead table={table} selectable={selectable} />
            <TableBody table={table} selectable={selectable} loading={loading} getRowLabel={getRowLabel} />
          </Table.Root>
          {empty}
        </Table.ScrollArea>
      )}
      <TableFooter params={params} total={total} from={from} to={to} onParamsChange={onParamsChange} />
      {deletable && (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={intl.formatMessage(tableMessages.confirmDeleteTitle, { count: selectedIds.length })}
          description={intl.formatMessage(tableMessages.confirmDeleteBody, { count: selectedIds.length })}
          confirmLabel={intl.formatMessage(commonMessages.delete)}
          onConfirm={runDelete}
        />
      )}
    </Stack>
  );
}
