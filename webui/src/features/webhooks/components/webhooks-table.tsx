import { HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { linkColumn, textColumn } from '@/components/data-table/column-builders';
import { CreateButton } from '@/components/data-table/create-button';
import { useCreatedAtColumn } from '@/components/data-table/created-at-column';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useListPage } from '@/components/data-table/use-list-page';
import { paths, withQuery } from '@/config/paths';
import { useDeleteWebhook } from '../api/delete-webhook';
import { getWebhooksQueryOptions } from '../api/get-webhooks';
import { kindLabel } from '../kinds';
import { OutcomeBadge } from './outcome-badge';
import { webhookMessages as m } from '../messages';
import type { Webhook } from '../types';

/**
 * The webhooks the caller keeps (the system admin: every one), newest first: search on the
 * address, sort, and deletion of the selected ones after a confirmation. There is no filter
 * panel: a manager's are its company's only, and the admin's few are found by their address.
 */
export function WebhooksTable() {
  const intl = useIntl();
  const list = useListPage(getWebhooksQueryOptions, '-createdAt');
  const deleteWebhook = useDeleteWebhook();
  const createdAt = useCreatedAtColumn<Webhook>({ hideBelow: 'md' });
  const columns: Column<Webhook>[] = [
    linkColumn('url', m.url, (hook) => hook.url, (hook) => withQuery(paths.webhookInfo, { webhookId: hook.id }), { sortField: 'url' }),
    textColumn('companyName', m.company, (hook) => hook.companyName ?? (hook.companyId ? null : intl.formatMessage(m.wholeConsole)), {
      sortField: 'companyName',
      hideBelow: 'sm',
    }),
    textColumn('kinds', m.kinds, (hook) => hook.kinds.map((kind) => kindLabel(intl, kind)).join(', ')),
    // How the receiver fared last: a failing one is seen without opening each webhook.
    textColumn('lastOutcome', m.lastDelivery, (hook) =>
      hook.lastOutcome && hook.lastAttemptAt ? (
        <HStack gap={2} wrap="wrap">
          <OutcomeBadge outcome={hook.lastOutcome} />
          <Text as="span" textStyle="sm" color="fg.muted">
            {intl.formatDate(hook.lastAttemptAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </Text>
        </HStack>
      ) : (
        intl.formatMessage(m.nothingSent)
      ),
    ),
    createdAt,
  ];
  return (
    <DataTable
      {...list.tableProps}
      label={intl.formatMessage(m.tableTitle)}
      columns={columns}
      getRowLabel={(hook) => hook.url}
      onDelete={deleteWebhook.mutateAsync}
      actions={<CreateButton to={paths.newWebhookForm} label={m.newWebhook} />}
    />
  );
}
