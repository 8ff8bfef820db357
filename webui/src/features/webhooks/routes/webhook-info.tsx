import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Details } from '@/components/details';
import { commonMessages } from '@/components/messages';
import { RecordInfoPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { SectionHeader } from '@/components/section-header';
import { useDateTimeFormat } from '@/lib/format';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhook } from '../api/get-webhook';
import { DeliveriesTable } from '../components/deliveries-table';
import { kindLabel } from '../kinds';
import { webhookMessages as m } from '../messages';
import { webhookRoutes } from './webhook-routes';

/** `/webhooks/webhook-info?webhookId=`: a webhook and every attempt to deliver to it; whoever sees it may delete it. */
export function WebhookInfoRoute() {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const webhookId = useIdParam('webhookId');
  const query = useWebhook(webhookId);
  const deleteWebhook = useDeleteWebhook();
  return (
    <RecordInfoPage
      routes={webhookRoutes}
      name={(hook) => hook.url}
      title={() => intl.formatMessage(m.infoTitle)}
      description={query.data?.url}
      onDelete={() => deleteWebhook.mutateAsync(webhookId)}
      canDelete
      id={webhookId}
      query={query}
    >
      {(hook) => (
        <Stack gap="6">
          <Details
            items={[
              { label: intl.formatMessage(m.url), value: hook.url },
              { label: intl.formatMessage(m.company), value: hook.companyName ?? (hook.companyId ? null : intl.formatMessage(m.wholeConsole)) },
              { label: intl.formatMessage(m.kinds), value: hook.kinds.map((kind) => kindLabel(intl, kind)).join(', ') },
              { label: intl.formatMessage(commonMessages.createdAt), value: formatDateTime(hook.createdAt) },
            ]}
          />
          <Stack gap="3">
            <SectionHeader title={intl.formatMessage(m.deliveries)} hint={intl.formatMessage(m.deliveriesHint)}>
              {null}
            </SectionHeader>
            <DeliveriesTable webhookId={webhookId} />
          </Stack>
        </Stack>
      )}
    </RecordInfoPage>
  );
}
