import { useIntl } from 'react-intl';
import { CreateButton } from '@/components/data-table/create-button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { InventoryTable } from '../components/inventory-table';
import { inventoryMessages as m } from '../messages';

export function InventoryTableRoute() {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        actions={<CreateButton to={paths.inventoryForm} label={m.newItem} />}
      />
      <InventoryTable />
    </>
  );
}
