import { useAtomValue } from 'jotai';
import { fieldColumn, nameColumn, textColumn } from '@/components/data-table/column-builders';
import { useCreatedAtColumn } from '@/components/data-table/created-at-column';
import type { Column } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import { estateCriteria } from '@/components/filter-panel/criteria';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteBuilding } from '../api/delete-building';
import { getBuildingsQueryOptions } from '../api/get-buildings';
import { buildingMessages as m } from '../messages';
import type { Building } from '../types';


/**
 * Buildings of the user's tenancy: search, sort, the landlord (administrator) → building
 * and creation date filters, export; the administrator and landlord managers create and
 * delete them.
 */
export function BuildingsTable() {
  const role = useAtomValue(roleAtom);
  const deleteBuilding = useDeleteBuilding();
  const createdAt = useCreatedAtColumn<Building>();
  const canCreate = isPathAllowed(role, paths.createBuildingForm);
  const criteria = [...estateCriteria(role, 'building'), { criterion: 'creationDate' as const }];

  const columns: Column<Building>[] = [
    nameColumn(m.name, (b) => withQuery(paths.buildingInfo, { buildingId: b.id })),
    fieldColumn('address', m.address, 'md'),
    fieldColumn('postalCode', m.postalCode, 'lg'),
    textColumn('landlord', m.landlord, (b) => b.landlordName, { sortField: 'landlordName', hideBelow: 'sm' }),
    textColumn('floors', m.floors, (b) => b.floorCount, { sortField: 'floorCount' }),
    textColumn('facilities', m.facilities, (b) => b.facilityCount, { sortField: 'facilityCount', hideBelow: 'sm' }),
    createdAt,
  ];

  return (
    <ListTable
      query={getBuildingsQueryOptions}
      sort="name"
      title={m.tableTitle}
      exportPath="/buildings"
      filters={{ criteria }}
      columns={columns}
      onDelete={canCreate ? deleteBuilding.mutateAsync : undefined}
      create={{ to: paths.createBuildingForm, label: m.newBuilding }}
    />
  );
}
