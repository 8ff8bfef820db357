import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { useReportsButton } from '@/components/reports/reports-button';
import { UsageTable } from '../components/usage-table';
import { usageMessages as m } from '../messages';

export function UsageTableRoute() {
  const intl = useIntl();
  const reportsButton = useReportsButton(m.reports);
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        actions={reportsButton}
      />
      <UsageTable />
    </>
  );
}
