import { Badge, Link } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { fieldColumn, textColumn } from '@/components/data-table/column-builders';
import type { Column } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import { estateCriteria } from '@/components/filter-panel/criteria';
import type { CriterionSpec } from '@/components/filter-panel/types';
import { RecordLink } from '@/components/record/record-link';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteFacility } from '../api/delete-facility';
import { getFacilitiesQueryOptions } from '../api/get-facilities';
import { facilityMessages as m } from '../messages';
import type { Facility, FacilityType } from '../types';

const PALETTE: Record<string, string | undefined> = { male: 'blue', female: 'pink', accessible: 'green' };
const TYPES: readonly FacilityType[] = ['male', 'female', 'accessible'];

/**
 * Facilities of the user's tenancy: search, sort, the landlord (administrator) → building →
 * floor and type filters, export; the administrator and landlord managers, who keep the
 * buildings' floors, delete them.
 */
export function FacilitiesTable() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const deleteFacility = useDeleteFacility();
  const canManage = isPathAllowed(role, paths.editBuildingForm);
  const criteria: CriterionSpec[] = [
    ...estateCriteria(role, 'floor'),
    { criterion: 'type', options: TYPES.map((type) => ({ value: type, label: intl.formatMessage(m[type]) })) },
  ];
  const canSeeBuilding = isPathAllowed(role, paths.buildingInfo);
  const canSeeReports = isPathAllowed(role, paths.facilityReports);

  const columns: Column<Facility>[] = [
    fieldColumn('name', m.name),
    fieldColumn('code', m.code, 'sm'),
    {
      key: 'type',
      header: m.type,
      sortField: 'type',
      render: (f) => (
        <Badge colorPalette={PALETTE[f.type] ?? 'gray'}>{f.type in m ? intl.formatMessage(m[f.type as FacilityType]) : f.type}</Badge>
      ),
    },
    {
      key: 'building',
      header: m.building,
      sortField: 'buildingName',
      render: (f) =>
        canSeeBuilding && f.buildingId ? (
          <RecordLink to={withQuery(paths.buildingInfo, { buildingId: f.buildingId })}>{f.buildingName ?? f.buildingId}</RecordLink>
        ) : (
          (f.buildingName ?? '—')
        ),
      hideBelow: 'sm',
    },
    textColumn('floor', m.floor, (f) => f.floorLabel, { sortField: 'floorLabel', hideBelow: 'md' }),
    ...(canSeeReports
      ? [
          {
            key: 'reports',
            header: m.reports,
            render: (f: Facility) => (
              <Link asChild color="teal.fg" fontSize="sm">
                <RouterLink to={withQuery(paths.facilityReports, { facilityId: f.id })}>{intl.formatMessage(m.reports)}</RouterLink>
              </Link>
            ),
            hideBelow: 'lg' as const,
          },
        ]
      : []),
  ];

  return (
    <ListTable
      query={getFacilitiesQueryOptions}
      sort="name"
      title={m.tableTitle}
      exportPath="/facilities"
      filters={{ criteria }}
      columns={columns}
      onDelete={canManage ? deleteFacility.mutateAsync : undefined}
    />
  );
}
