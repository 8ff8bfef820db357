import { ListPage } from '@/components/record/list-page';
import { useReportsButton } from '@/components/reports/reports-button';
import { UsageTable } from '../components/usage-table';
import { usageMessages as m } from '../messages';

export function UsageTableRoute() {
  const reportsButton = useReportsButton(m.reports);
  return (
    <ListPage title={m.title} description={m.description} actions={reportsButton}>
      <UsageTable />
    </ListPage>
  );
}
