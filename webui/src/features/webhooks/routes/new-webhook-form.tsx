import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { commonMessages } from '@/components/messages';
import { NewRecordPage } from '@/components/record/record-form-page';
import { useCreateWebhook } from '../api/create-webhook';
import { SecretShownOnce } from '../components/secret-shown-once';
import { WebhookForm } from '../components/webhook-form';
import { webhookMessages as m } from '../messages';
import type { Webhook } from '../types';
import { webhookRoutes } from './webhook-routes';

/** `/webhooks/new-webhook-form`: once created, the page shows the secret the one time it can. */
export function NewWebhookFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const createWebhook = useCreateWebhook();
  const [created, setCreated] = useState<{ webhook: Webhook; secret: string } | null>(null);
  return (
    <NewRecordPage
      title={intl.formatMessage(m.newWebhook)}
      description={intl.formatMessage(m.tableDescription)}
      back={{ to: webhookRoutes.list, label: intl.formatMessage(m.backToList) }}
    >
      {created ? (
        <SecretShownOnce {...created} />
      ) : (
        <WebhookForm
          submitLabel={commonMessages.create}
          onCancel={() => navigate(webhookRoutes.list)}
          onSubmit={async (input) => setCreated({ webhook: await createWebhook.mutateAsync(input), secret: input.secret })}
        />
      )}
    </NewRecordPage>
  );
}
