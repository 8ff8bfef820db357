import { ListPage } from '@/components/record/list-page';
import { NotificationsTable } from '../components/notifications-table';
import { notificationMessages as m } from '../messages';

export function NotificationsTableRoute() {
  return (
    <ListPage title={m.tableTitle} description={m.tableDescription}>
      <NotificationsTable />
    </ListPage>
  );
}
