import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { CreateButton } from '@/components/data-table/create-button';
import { useCreatedAtColumn } from '@/components/data-table/created-at-column';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { LinkCell } from '@/components/data-table/link-cell';
import { useListPage } from '@/components/data-table/use-list-page';
import { estateCriteria } from '@/components/filter-panel/criteria';
import { ListFilterPanel } from '@/components/filter-panel/list-filter-panel';
import { exportList } from '@/api/export-list';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteBuilding } from '../api/delete-building';
import { getBuildingsQueryOptions } from '../api/get-buildings';
import { buildingMessages as m } from '../messages';
import type { Building } from '../types';

const rowLabel = (building: Building) => building.name;

/**
 * Buildings of the user's tenancy: search, sort, the landlord (administrator) → building
 * and creation date filters, export; the administrator and landlord managers create and
 * delete them.
 */
export function BuildingsTable() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const list = useListPage(getBuildingsQueryOptions, 'name');
  const deleteBuilding = useDeleteBuilding();
  const createdAt = useCreatedAtColumn<Building>();
  const canCreate = isPathAllowed(role, paths.createBuildingForm);
  const criteria = [...estateCriteria(role, 'building'), { criterion: 'creationDate' as const }];

  const columns: Column<Building>[] = [
    {
      key: 'name',
      header: m.name,
      sortField: 'name',
      render: (b) => <LinkCell to={withQuery(paths.buildingInfo, { buildingId: b.id })}>{b.name}</LinkCell>,
    },
    { key: 'address', header: m.address, sortField: 'address', render: (b) => b.address, hideBelow: 'md' },
    { key: 'postalCode', header: m.postalCode, sortField: 'postalCode', render: (b) => b.postalCode, hideBelow: 'lg' },
    { key: 'landlord', header: m.landlord, sortField: 'landlordName', render: (b) => b.landlordName ?? '—', hideBelow: 'sm' },
    { key: 'floors', header: m.floors, sortField: 'floorCount', render: (b) => b.floorCount ?? '—' },
    { key: 'facilities', header: m.facilities, sortField: 'facilityCount', render: (b) => b.facilityCount ?? '—', hideBelow: 'sm' },
    createdAt,
  ];

  return (
    <DataTable
      {...list.tableProps}
      label={intl.formatMessage(m.tableTitle)}
      columns={columns}
      getRowLabel={rowLabel}
      onDelete={canCreate ? deleteBuilding.mutateAsync : undefined}
      onExport={() => exportList('/buildings', list.params)}
      toolbar={<ListFilterPanel criteria={criteria} onParamsChange={list.setParams} />}
      actions={<CreateButton to={paths.createBuildingForm} label={m.newBuilding} />}
    />
  );
}
