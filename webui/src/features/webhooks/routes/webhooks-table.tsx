import { ListPage } from '@/components/record/list-page';
import { WebhooksTable } from '../components/webhooks-table';
import { webhookMessages as m } from '../messages';

export function WebhooksTableRoute() {
  return (
    <ListPage title={m.tableTitle} description={m.tableDescription}>
      <WebhooksTable />
    </ListPage>
  );
}
