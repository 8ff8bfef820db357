import { useAtomValue } from 'jotai';
import { textColumn, nameColumn } from '@/components/data-table/column-builders';
import { CreateButton } from '@/components/data-table/create-button';
import { useCreatedAtColumn } from '@/components/data-table/created-at-column';
import type { Column } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import { useListPage } from '@/components/data-table/use-list-page';
import { estateCriteria } from '@/components/filter-panel/criteria';
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
  const role = useAtomValue(roleAtom);
  const list = useListPage(getBuildingsQueryOptions, 'name');
  const deleteBuilding = useDeleteBuilding();
  const createdAt = useCreatedAtColumn<Building>();
  const canCreate = isPathAllowed(role, paths.createBuildingForm);
  const criteria = [...estateCriteria(role, 'building'), { criterion: 'creationDate' as const }];

  const columns: Column<Building>[] = [
    nameColumn(m.name, (b) => withQuery(paths.buildingInfo, { buildingId: b.id })),
    { key: 'address', header: m.address, sortField: 'address', render: (b) => b.address, hideBelow: 'md' },
    { key: 'postalCode', header: m.postalCode, sortField: 'postalCode', render: (b) => b.postalCode, hideBelow: 'lg' },
    textColumn('landlord', m.landlord, (b) => b.landlordName, { sortField: 'landlordName', hideBelow: 'sm' }),
    textColumn('floors', m.floors, (b) => b.floorCount, { sortField: 'floorCount' }),
    textColumn('facilities', m.facilities, (b) => b.facilityCount, { sortField: 'facilityCount', hideBelow: 'sm' }),
    createdAt,
  ];

  return (
    <ListTable
      list={list}
      title={m.tableTitle}
      exportPath="/buildings"
      filters={{ criteria }}
      columns={columns}
      getRowLabel={rowLabel}
      onDelete={canCreate ? deleteBuilding.mutateAsync : undefined}
      actions={<CreateButton to={paths.createBuildingForm} label={m.newBuilding} />}
    />
  );
}
