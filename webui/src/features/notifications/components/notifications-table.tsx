import { Badge, Button, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheckCheck } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCreatedAtColumn } from '@/components/data-table/created-at-column';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useListPage } from '@/components/data-table/use-list-page';
import { useErrorText } from '@/components/errors/error-alert';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { useDateTimeFormat } from '@/lib/format';
import { useNotificationText } from '@/lib/notification-text';
import { useDeleteNotifications } from '../api/delete-notifications';
import { getNotificationsQueryOptions } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { notificationMessages as m } from '../messages';
import type { Notification, ReadStatus } from '../types';

const TYPE_LABELS = { 'issue-opened': m.typeIssueOpened, 'issue-resolved': m.typeIssueResolved, 'task-assigned': m.typeTaskAssigned } as const;

/** The user's notifications, unread first: mark the selected ones as read (for good) or delete them. */
export function NotificationsTable() {
  const intl = useIntl();
  const errorText = useErrorText();
  const formatDateTime = useDateTimeFormat();
  const textOf = useNotificationText();
  const [status, setStatus] = useState<ReadStatus | ''>('');
  const [pending, setPending] = useState<{ ids: string[]; done: () => void } | null>(null);
  const list = useListPage((params) => getNotificationsQueryOptions(status, params), '-createdAt');
  const markNotificationsRead = useMarkNotificationsRead();
  const deleteNotifications = useDeleteNotifications();
  const createdAt = useCreatedAtColumn<Notification>({ header: m.dateTime, hideBelow: 'md' });
  const typeLabel = (type: string) => (type in TYPE_LABELS ? intl.formatMessage(TYPE_LABELS[type as keyof typeof TYPE_LABELS]) : type);

  const markRead = async () => {
    if (!pending) return;
    try {
      await markNotificationsRead.mutateAsync(pending.ids);
      toaster.create({ type: 'success', title: intl.formatMessage(m.markedRead, { count: pending.ids.length }) });
      pending.done();
    } catch (markError) {
      toaster.create({ type: 'error', title: intl.formatMessage(m.markReadFailed), description: errorText(markError) });
    }
  };

  const columns: Column<Notification>[] = [
    {
      key: 'type',
      header: m.type,
      sortField: 'type',
      render: (n) => <Badge colorPalette={n.read ? 'gray' : 'teal'}>{typeLabel(n.type)}</Badge>,
    },
    {
      key: 'information',
      header: m.information,
      render: (n) => (
        <Stack gap="0">
          <Text fontWeight={n.read ? 'normal' : 'semibold'}>{textOf(n)}</Text>
          {(n.facilityName || n.buildingName) && (
            <Text fontSize="sm" color="fg.muted">
              {[n.facilityName, n.buildingName].filter(Boolean).join(', ')}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted" display={{ base: 'block', md: 'none' }}>
            {formatDateTime(n.createdAt)}
          </Text>
        </Stack>
      ),
    },
    createdAt,
    {
      key: 'status',
      header: m.status,
      sortField: 'readAt',
      render: (n) =>
        n.read ? (
          <Badge variant="surface">{intl.formatMessage(m.read)}</Badge>
        ) : (
          <Badge colorPalette="orange">{intl.formatMessage(m.unread)}</Badge>
        ),
      hideBelow: 'sm',
    },
    {
      key: 'open',
      header: m.open,
      render: (n) =>
        n.task ? (
          <Link asChild color="teal.fg" fontSize="sm">
            <RouterLink to={withQuery(paths.adHocTaskInfo, { taskId: n.task })}>{intl.formatMessage(m.openTask)}</RouterLink>
          </Link>
        ) : n.issue ? (
          <Link asChild color="teal.fg" fontSize="sm">
            <RouterLink to={withQuery(paths.issuesTable, { issueId: n.issue })}>{intl.formatMessage(m.openIssue)}</RouterLink>
          </Link>
        ) : (
          '—'
        ),
      hideBelow: 'sm',
    },
  ];

  return (
    <>
      <DataTable
        {...list.tableProps}
        label={intl.formatMessage(m.tableTitle)}
        columns={columns}
        getRowLabel={textOf}
        onDeleteMany={deleteNotifications.mutateAsync}
        selectionActions={(ids, done) => (
          <Button variant="outline" colorPalette="teal" disabled={ids.length === 0} onClick={() => setPending({ ids, done })}>
            <LuCheckCheck /> {intl.formatMessage(m.markRead, { count: ids.length })}
          </Button>
        )}
        actions={
          <NativeSelect.Root width="auto" size="md">
            <NativeSelect.Field
              aria-label={intl.formatMessage(m.show)}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as ReadStatus | '');
                list.setParams({ page: 1 });
              }}
              bg="bg"
            >
              <option value="">{intl.formatMessage(m.all)}</option>
              <option value="unread">{intl.formatMessage(m.unread)}</option>
              <option value="read">{intl.formatMessage(m.read)}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        }
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={intl.formatMessage(m.confirmMarkReadTitle, { count: pending?.ids.length ?? 0 })}
        description={intl.formatMessage(m.confirmMarkReadBody)}
        confirmLabel={intl.formatMessage(m.confirmMarkRead)}
        destructive={false}
        onConfirm={markRead}
      />
    </>
  );
}
