import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { BuildingsTable } from '../components/buildings-table';
import { buildingMessages as m } from '../messages';

export function BuildingsTableRoute() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(m.tableTitle)} description={intl.formatMessage(m.tableDescription)} />
      <BuildingsTable />
    </>
  );
}
