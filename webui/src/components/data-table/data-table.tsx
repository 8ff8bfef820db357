import {
  Box,
  Button,
  Checkbox,
  EmptyState,
  Flex,
  HStack,
  Input,
  InputGroup,
  Skeleton,
  Stack,
  Table,
  VStack,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  LuArrowDown,
  LuArrowUp,
  LuArrowUpDown,
  LuDownload,
  LuInbox,
  LuSearch,
  LuTrash2,
} from 'react-icons/lu';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/lib/api-error';
import type { ListParams, Page } from '@/lib/types';
import { ConfirmDialog } from '../confirm-dialog';
import { ErrorAlert, useErrorText } from '../errors/error-alert';
import { commonMessages } from '../messages';
import { toaster } from '../ui/toaster';
import { deleteEach, type DeleteOutcome } from './delete-each';
import { tableMessages } from './messages';
import { TableFooter } from './table-footer';
import { nextSort } from './use-list-params';

export interface Column<T> {
  key: string;
  header: MessageDescriptor;
  /** The API's sort field; the column is sortable when set. */
  sortField?: string;
  render: (row: T) => ReactNode;
  /** Hidden below this breakpoint to keep phones readable. */
  hideBelow?: 'sm' | 'md' | 'lg' | 'xl' | '2xl';
  /** Kept in view at the row's end while a wide table scrolls sideways (the row's actions). */
  pinned?: boolean;
}

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

const SEARCH_DELAY_MS = 300;
/** Rows named in the report of a deletion that failed in part; the title counts them all. */
const MAX_FAILURES_SHOWN = 5;

function SearchBox({ value, onChange, label, placeholder }: { value: string; onChange: (value: string) => void; label: string; placeholder: string }) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onChange(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <InputGroup startElement={<LuSearch />} maxW={{ base: 'full', md: 'xs' }} minW={{ base: 'full', sm: '12rem' }} flex="1">
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        bg="bg"
      />
    </InputGroup>
  );
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  if (direction === 'asc') return <LuArrowUp />;
  if (direction === 'desc') return <LuArrowDown />;
  return <LuArrowUpDown opacity={0.4} />;
}

function EmptyRows() {
  const intl = useIntl();
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuInbox />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{intl.formatMessage(tableMessages.empty)}</EmptyState.Title>
          <EmptyState.Description>{intl.formatMessage(tableMessages.emptyHint)}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

const hiddenBelow = (bp: Column<unknown>['hideBelow']) =>
  bp ? { display: { base: 'none', [bp]: 'table-cell' } } : {};

/** A pinned column stays at the visible end of the scrolling table, over what passes under it. */
const placed = (column: Pick<Column<unknown>, 'hideBelow' | 'pinned'>, bg = 'bg') => ({
  ...hiddenBelow(column.hideBelow),
  ...(column.pinned
    ? { position: 'sticky' as const, insetEnd: 0, zIndex: 1, bg, boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)' }
    : {}),
});

/** A server-side list: search, sort, pages, export and delete of selected rows. */
export function DataTable<T>({
  label,
  columns,
  page,
  loading,
  error,
  onRetry,
  params,
  onParamsChange,
  getRowId,
  getRowLabel,
  onDelete,
  onDeleteMany,
  selectionActions,
  toolbar,
  cards = false,
  renderCard,
  onDeleted,
  onExport,
  actions,
}: DataTableProps<T>) {
  const intl = useIntl();
  const errorText = useErrorText();
  // A conflict without a code of its own: the server's words say what is in the way, which
  // the generic text of a conflict would hide; they are English, so only English readers get them.
  const deleteFailureText = (failure: unknown) =>
    intl.locale.startsWith('en') &&
    isApiError(failure) &&
    failure.status === 409 &&
    (failure.code === null || failure.code === 'conflict') &&
    failure.fromServer &&
    failure.message
      ? failure.message
      : errorText(failure);
  const rows = useMemo(() => page?.items ?? [], [page]);
  const rowIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  // Keep only the selected rows that are still on screen.
  const visibleSelected = selected.filter((id) => rowIds.includes(id));
  const allSelected = rowIds.length > 0 && visibleSelected.length === rowIds.length;
  const someSelected = visibleSelected.length > 0 && !allSelected;
  const deletable = Boolean(onDelete || onDeleteMany);
  const selectable = deletable || Boolean(selectionActions);
  const showCards = cards && Boolean(renderCard);
  const total = page?.total ?? 0;
  const from = total === 0 ? 0 : (params.page - 1) * params.pageSize + 1;
  const to = Math.min(params.page * params.pageSize, total);

  const toggleRow = (id: string, checked: boolean) =>
    setSelected((current) => (checked ? [...current.filter((x) => x !== id), id] : current.filter((x) => x !== id)));

  const runExport = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      const file = await onExport();
      toaster.create({ type: 'success', title: intl.formatMessage(tableMessages.exported, { file }) });
    } catch (exportError) {
      toaster.create({
        type: 'error',
        title: intl.formatMessage(tableMessages.exportFailed),
        description: errorText(exportError),
      });
    } finally {
      setExporting(false);
    }
  };

  const runDelete = async () => {
    let outcome: DeleteOutcome;
    if (onDeleteMany) {
      try {
        await onDeleteMany(visibleSelected);
        outcome = { deleted: visibleSelected, failed: [] };
      } catch (deleteError) {
        outcome = { deleted: [], failed: visibleSelected.map((id) => ({ id, error: deleteError })) };
      }
    } else if (onDelete) {
      outcome = await deleteEach(visibleSelected, onDelete);
    } else {
      return;
    }
    if (outcome.deleted.length > 0) {
      toaster.create({
        type: 'success',
        title: intl.formatMessage(tableMessages.deleted, { count: outcome.deleted.length }),
      });
    }
    if (outcome.failed.length > 0) {
      const labelOf = (id: string) => {
        const row = rows.find((candidate) => getRowId(candidate) === id);
        return row === undefined ? id : getRowLabel(row);
      };
      const shown = outcome.failed.slice(0, MAX_FAILURES_SHOWN);
      toaster.create({
        type: 'error',
        title: intl.formatMessage(tableMessages.deleteFailed, { count: outcome.failed.length }),
        description: (
          <Stack as="ul" gap="0.5" listStyleType="none">
            {shown.map(({ id, error: failure }) => (
              <li key={id}>{intl.formatMessage(tableMessages.deleteFailedRow, { name: labelOf(id), reason: deleteFailureText(failure) })}</li>
            ))}
            {outcome.failed.length > shown.length && (
              <li>{intl.formatMessage(tableMessages.deleteFailedMore, { count: outcome.failed.length - shown.length })}</li>
            )}
          </Stack>
        ),
      });
    }
    setSelected((current) => current.filter((id) => !outcome.deleted.includes(id)));
    onDeleted?.();
  };

  const sortDirection = (field: string | undefined): 'asc' | 'desc' | null => {
    if (!field || !params.sort) return null;
    if (params.sort === field) return 'asc';
    if (params.sort === `-${field}`) return 'desc';
    return null;
  };

  return (
    <Stack gap="4">
      <Flex gap="2" wrap="wrap" align="center">
        <SearchBox
          value={params.search ?? ''}
          onChange={(search) => onParamsChange({ search: search || undefined })}
          label={intl.formatMessage(tableMessages.search)}
          placeholder={intl.formatMessage(tableMessages.searchPlaceholder)}
        />
        <HStack gap="2" wrap="wrap" ms={{ md: 'auto' }}>
          {selectionActions?.(visibleSelected, () => setSelected([]))}
          {deletable && (
            <Button
              variant="outline"
              colorPalette="red"
              disabled={visibleSelected.length === 0}
              aria-haspopup="dialog"
              onClick={() => setConfirmOpen(true)}
            >
              <LuTrash2 /> {intl.formatMessage(tableMessages.deleteSelected, { count: visibleSelected.length })}
            </Button>
          )}
          {onExport && (
            <Button variant="outline" onClick={runExport} loading={exporting}>
              <LuDownload /> {intl.formatMessage(tableMessages.export)}
            </Button>
          )}
          {actions}
        </HStack>
      </Flex>

      {toolbar}

      {error !== undefined && error !== null ? <ErrorAlert error={error} onRetry={onRetry} /> : null}

      {showCards && renderCard ? (
        <Stack gap="3" aria-label={label} aria-busy={loading} role="list">
          {loading && rows.length === 0
            ? Array.from({ length: 3 }, (_, index) => <Skeleton key={`card-skeleton-${index}`} height="32" rounded="lg" />)
            : rows.map((row) => (
                <Box key={getRowId(row)} role="listitem" opacity={loading ? 0.6 : 1}>
                  {renderCard(row)}
                </Box>
              ))}
          {!loading && rows.length === 0 && !error && <EmptyRows />}
        </Stack>
      ) : (
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
        <Table.Root size="sm" interactive aria-label={label} aria-busy={loading}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {selectable && (
                <Table.ColumnHeader w="10">
                  <Checkbox.Root
                    size="sm"
                    display="flex"
                    checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                    disabled={rowIds.length === 0}
                    onCheckedChange={(details) => setSelected(details.checked === true ? rowIds : [])}
                    aria-label={intl.formatMessage(tableMessages.selectAll)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
              )}
              {columns.map((column) => {
                const direction = sortDirection(column.sortField);
                const title = intl.formatMessage(column.header);
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    whiteSpace="nowrap"
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                    {...placed(column, 'bg.muted')}
                  >
                    {column.sortField ? (
                      <Button
                        variant="plain"
                        size="xs"
                        px="0"
                        fontWeight="semibold"
                        aria-label={intl.formatMessage(tableMessages.sortBy, { column: title })}
                        onClick={() => onParamsChange({ sort: nextSort(params.sort, column.sortField as string) })}
                      >
                        {title} <SortIcon direction={direction} />
                      </Button>
                    ) : (
                      title
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {loading && rows.length === 0
              ? Array.from({ length: 5 }, (_, index) => (
                  <Table.Row key={`skeleton-${index}`}>
                    {selectable && <Table.Cell />}
                    {columns.map((column) => (
                      <Table.Cell key={column.key} {...placed(column)}>
                        <Skeleton height="4" />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              : rows.map((row) => {
                  const id = getRowId(row);
                  const isSelected = visibleSelected.includes(id);
                  return (
                    <Table.Row key={id} data-selected={isSelected ? '' : undefined} opacity={loading ? 0.6 : 1}>
                      {selectable && (
                        <Table.Cell>
                          <Checkbox.Root
                            size="sm"
                            display="flex"
                            checked={isSelected}
                            onCheckedChange={(details) => toggleRow(id, details.checked === true)}
                            aria-label={intl.formatMessage(tableMessages.selectRow, { name: getRowLabel(row) })}
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                          </Checkbox.Root>
                        </Table.Cell>
                      )}
                      {columns.map((column) => (
                        <Table.Cell key={column.key} {...placed(column)}>
                          {column.render(row)}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  );
                })}
          </Table.Body>
        </Table.Root>
        {!loading && rows.length === 0 && !error && <EmptyRows />}
      </Table.ScrollArea>
      )}

      <TableFooter params={params} total={total} from={from} to={to} onParamsChange={onParamsChange} />

      {deletable && (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={intl.formatMessage(tableMessages.confirmDeleteTitle, { count: visibleSelected.length })}
          description={intl.formatMessage(tableMessages.confirmDeleteBody, { count: visibleSelected.length })}
          confirmLabel={intl.formatMessage(commonMessages.delete)}
          onConfirm={runDelete}
        />
      )}
    </Stack>
  );
}
