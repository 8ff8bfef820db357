import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { NotificationsTable } from '../components/notifications-table';
import { notificationMessages as m } from '../messages';

export function NotificationsTableRoute() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(m.tableTitle)} description={intl.formatMessage(m.tableDescription)} />
      <NotificationsTable />
    </>
  );
}
