import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/lib/api-error';
import { useErrorText } from '../errors/error-alert';
import { useFileExport } from '../reports/use-file-export';
import { toaster } from '../ui/toaster';
import { deleteEach, type DeleteOutcome } from './delete-each';
import { tableMessages } from './messages';

/** Rows named in the report of a deletion that failed in part; the title counts them all. */
const MAX_FAILURES_SHOWN = 5;

export interface TableActionOptions<T> {
  rows: T[];
  selectedIds: string[];
  getRowId: (row: T) => string;
  getRowLabel: (row: T) => string;
  onDelete?: (id: string) => Promise<unknown>;
  onDeleteMany?: (ids: string[]) => Promise<unknown>;
  /** Told which rows went, so they leave the selection. */
  onRowsDeleted: (ids: string[]) => void;
  onDeleted?: () => void;
  onExport?: () => Promise<string>;
}

/** The reason a row could not be deleted, in the user's words. */
function useDeleteFailureText() {
  const intl = useIntl();
  const errorText = useErrorText();
  // A conflict without a code of its own: the server's words say what is in the way, which
  // the generic text of a conflict would hide; they are English, so only English readers get them.
  return (failure: unknown) =>
    intl.locale.startsWith('en') &&
    isApiError(failure) &&
    failure.status === 409 &&
    (failure.code === null || failure.code === 'conflict') &&
    failure.fromServer &&
    failure.message
      ? failure.message
      : errorText(failure);
}

async function deleteRows(ids: string[], { onDelete, onDeleteMany }: Pick<TableActionOptions<unknown>, 'onDelete' | 'onDeleteMany'>): Promise<DeleteOutcome | null> {
  if (onDeleteMany) {
    try {
      await onDeleteMany(ids);
      return { deleted: ids, failed: [] };
    } catch (deleteError) {
      return { deleted: [], failed: ids.map((id) => ({ id, error: deleteError })) };
    }
  }
  return onDelete ? deleteEach(ids, onDelete) : null;
}

/** The export of the list and the deletion of the selected rows, each reported in a toast. */
export function useTableActions<T>(options: TableActionOptions<T>) {
  const { rows, selectedIds, getRowId, getRowLabel, onRowsDeleted, onDeleted, onExport } = options;
  const intl = useIntl();
  const failureText = useDeleteFailureText();
  const { exporting, run } = useFileExport(tableMessages);
  const runExport = async () => {
    if (onExport) await run(onExport);
  };

  const labelOf = (id: string) => {
    const row = rows.find((candidate) => getRowId(candidate) === id);
    return row === undefined ? id : getRowLabel(row);
  };

  const reportFailures = (failed: DeleteOutcome['failed']) => {
    const shown = failed.slice(0, MAX_FAILURES_SHOWN);
    toaster.create({
      type: 'error',
      title: intl.formatMessage(tableMessages.deleteFailed, { count: failed.length }),
      description: (
        <Stack as="ul" gap="0.5" listStyleType="none">
          {shown.map(({ id, error: failure }) => (
            <li key={id}>{intl.formatMessage(tableMessages.deleteFailedRow, { name: labelOf(id), reason: failureText(failure) })}</li>
          ))}
          {failed.length > shown.length && (
            <li>{intl.formatMessage(tableMessages.deleteFailedMore, { count: failed.length - shown.length })}</li>
          )}
        </Stack>
      ),
    });
  };

  const runDelete = async () => {
    const outcome = await deleteRows(selectedIds, options);
    if (outcome === null) return;
    if (outcome.deleted.length > 0) {
      toaster.create({ type: 'success', title: intl.formatMessage(tableMessages.deleted, { count: outcome.deleted.length }) });
    }
    if (outcome.failed.length > 0) reportFailures(outcome.failed);
    onRowsDeleted(outcome.deleted);
    onDeleted?.();
  };

  return { exporting, runExport, runDelete };
}
