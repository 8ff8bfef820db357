import { Button, Link } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useListParams } from '@/components/data-table/use-list-params';
import { commonMessages } from '@/components/messages';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useQuery } from '@/lib/use-query';
import { deleteBuilding } from '../api/delete-building';
import { exportBuildings } from '../api/export-buildings';
import { getBuildings } from '../api/get-buildings';
import { buildingMessages as m } from '../messages';
import type { Building } from '../types';

const rowId = (building: Building) => building.id;
const rowLabel = (building: Building) => building.name;

export function BuildingsTable() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const formatDateTime = useDateTimeFormat();
  const [params, setParams] = useListParams({ sort: 'name' });
  const { data, error, loading, reload } = useQuery(['buildings', params], (signal) => getBuildings(params, signal), { keepPrevious: true });
  const canCreate = isPathAllowed(role, paths.createBuildingForm);

  const columns: Column<Building>[] = [
    {
      key: 'name',
      header: m.name,
      sortField: 'name',
      render: (building) => (
        <Link asChild fontWeight="medium" color="teal.fg">
          <RouterLink to={withQuery(paths.buildingInfo, { buildingId: building.id })}>{building.name}</RouterLink>
        </Link>
      ),
    },
    { key: 'address', header: m.address, sortField: 'address', render: (b) => b.address, hideBelow: 'md' },
    { key: 'postalCode', header: m.postalCode, sortField: 'postalCode', render: (b) => b.postalCode, hideBelow: 'lg' },
    { key: 'landlord', header: m.landlord, sortField: 'landlordName', render: (b) => b.landlordName ?? '—', hideBelow: 'sm' },
    { key: 'floors', header: m.floors, sortField: 'floorCount', render: (b) => b.floorCount ?? '—' },
    { key: 'facilities', header: m.facilities, sortField: 'facilityCount', render: (b) => b.facilityCount ?? '—', hideBelow: 'sm' },
    {
      key: 'createdAt',
      header: commonMessages.createdAt,
      sortField: 'createdAt',
      render: (b) => formatDateTime(b.createdAt),
      hideBelow: 'lg',
    },
  ];

  return (
    <DataTable
      label={intl.formatMessage(m.tableTitle)}
      columns={columns}
      page={data}
      loading={loading}
      error={error}
      onRetry={reload}
      params={params}
      onParamsChange={setParams}
      getRowId={rowId}
      getRowLabel={rowLabel}
      onDelete={canCreate ? deleteBuilding : undefined}
      onDeleted={reload}
      onExport={() => exportBuildings(params)}
      actions={
        canCreate && (
          <Button asChild colorPalette="teal">
            <RouterLink to={paths.createBuildingForm}>
              <LuPlus /> {intl.formatMessage(m.newBuilding)}
            </RouterLink>
          </Button>
        )
      }
    />
  );
}
