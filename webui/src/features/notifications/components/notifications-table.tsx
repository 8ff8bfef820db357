import { Badge, Button, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { LuCheckCheck } from 'react-icons/lu';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useListTotal } from '@/api/get-list-total';
import type { ApiSchema } from '@/api/schemas';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCreatedAtColumn } from '@/components/data-table/created-at-column';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useListPage } from '@/components/data-table/use-list-page';
import { useErrorText } from '@/components/errors/error-alert';
import { Hint } from '@/components/hint';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateTimeFormat } from '@/lib/format';
import { useNotificationText } from '@/lib/notification-text';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteNotifications } from '../api/delete-notifications';
import { getNotificationsQueryOptions } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { notificationMessages as m } from '../messages';
import type { Notification, ReadStatus } from '../types';

const TYPE_LABELS = {
  'issue-opened': m.typeIssueOpened,
  'issue-resolved': m.typeIssueResolved,
  'issue-escalated': m.typeIssueEscalated,
  'task-assigned': m.typeTaskAssigned,
  'leave-requested': m.typeLeaveRequested,
  'leave-decided': m.typeLeaveDecided,
  'low-stock': m.typeLowStock,
  'dead-letters': m.typeDeadLetters,
  'password-reset-requested': m.typePasswordResetRequested,
} as const satisfies Record<ApiSchema<'AlertsBody'>['email'][number], MessageDescriptor>;

const UNREAD = ['status:"unread"'];

/** Where a notification leads, when the user's role may open it: its task, issue, leave, stock
 * item, or the account that asked for a password reset (where the link is issued). */
function targetOf(n: Notification, role: string | null): { to: string; label: typeof m.open } | null {
  const fields = n.fields ?? {};
  const leaveId = typeof fields.leaveId === 'string' ? fields.leaveId : null;
  const inventoryId = typeof fields.inventoryId === 'string' ? fields.inventoryId : null;
  const accountId = typeof fields.accountId === 'string' ? fields.accountId : null;
  const segment = typeof fields.segment === 'string' ? fields.segment : null;
  const targets = [
    n.task ? { to: withQuery(paths.adHocTaskInfo, { taskId: n.task }), path: paths.adHocTaskInfo, label: m.openTask } : null,
    n.issue ? { to: withQuery(paths.issuesTable, { issueId: n.issue }), path: paths.issuesTable, label: m.openIssue } : null,
    leaveId ? { to: withQuery(paths.leaveInfo, { leaveId }), path: paths.leaveInfo, label: m.openLeave } : null,
    inventoryId ? { to: withQuery(paths.inventoryInfo, { inventoryId }), path: paths.inventoryInfo, label: m.openItem } : null,
    accountId && segment
      ? { to: withQuery(paths.userInfo, { userId: accountId, segment }), path: paths.userInfo, label: m.openAccount }
      : null,
  ];
  const target = targets.find((t) => t !== null && isPathAllowed(role, t.path));
  return target ? { to: target.to, label: target.label } : null;
}

/** The user's notifications, unread first: mark the selected ones as read (for good) or delete them. */
export function NotificationsTable() {
  const intl = useIntl();
  const errorText = useErrorText();
  const formatDateTime = useDateTimeFormat();
  const textOf = useNotificationText();
  const [status, setStatus] = useState<ReadStatus | ''>('');
  const role = useAtomValue(roleAtom);
  // The selected ones, or (`all`) every unread one.
  const [pending, setPending] = useState<{ ids: string[]; done: () => void } | { all: number } | null>(null);
  const list = useListPage((params) => getNotificationsQueryOptions(status, params), '-createdAt');
  const { data: unread = 0 } = useListTotal('notifications', UNREAD, { staleTime: 0 });
  const markNotificationsRead = useMarkNotificationsRead();
  const markAllNotificationsRead = useMarkAllNotificationsRead();
  const deleteNotifications = useDeleteNotifications();
  const createdAt = useCreatedAtColumn<Notification>({ header: m.dateTime, hideBelow: 'md' });
  const typeLabel = (type: string) => (type in TYPE_LABELS ? intl.formatMessage(TYPE_LABELS[type as keyof typeof TYPE_LABELS]) : type);

  const markRead = async () => {
    if (!pending) return;
    try {
      if ('all' in pending) {
        await markAllNotificationsRead.mutateAsync();
        toaster.create({ type: 'success', title: intl.formatMessage(m.markedAllRead) });
        return;
      }
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
            <Hint>{[n.facilityName, n.buildingName].filter(Boolean).join(', ')}</Hint>
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
      render: (n) => {
        const target = targetOf(n, role);
        return target ? (
          <Link asChild color="teal.fg" fontSize="sm">
            <RouterLink to={target.to}>{intl.formatMessage(target.label)}</RouterLink>
          </Link>
        ) : (
          '—'
        );
      },
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
          <Button variant="outline" colorPalette="teal" disabled={ids.length === 0} aria-haspopup="dialog" onClick={() => setPending({ ids, done })}>
            <LuCheckCheck /> {intl.formatMessage(m.markRead, { count: ids.length })}
          </Button>
        )}
        actions={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" colorPalette="teal" disabled={unread === 0} aria-haspopup="dialog" onClick={() => setPending({ all: unread })}>
              <LuCheckCheck /> {intl.formatMessage(m.markAllRead)}
            </Button>
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
          </HStack>
        }
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending && 'all' in pending
            ? intl.formatMessage(m.confirmMarkAllReadTitle, { count: pending.all })
            : intl.formatMessage(m.confirmMarkReadTitle, { count: pending?.ids.length ?? 0 })
        }
        description={intl.formatMessage(m.confirmMarkReadBody)}
        confirmLabel={intl.formatMessage(m.confirmMarkRead)}
        destructive={false}
        onConfirm={markRead}
      />
    </>
  );
}
