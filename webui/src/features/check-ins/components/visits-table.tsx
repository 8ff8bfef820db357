import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { linkColumn } from '@/components/data-table/column-builders';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { LinkCell } from '@/components/data-table/link-cell';
import type { Period } from '@/components/reports/report-period';
import { paths, withQuery } from '@/config/paths';
import { useDateFormat } from '@/lib/format';
import { useIsPhone } from '@/lib/use-media-query';
import { useViewerZone } from '@/lib/viewer-offset';
import { useVisits } from '../api/get-visits';
import { checkInMessages as m } from '../messages';
import type { VisitRow } from '../types';
import { useLocalPage } from './local-page';

const textOf = (row: VisitRow) => `${row.facilityName ?? ''} ${row.buildingName ?? ''}`;
const valueOf = (row: VisitRow, field: string) => row[field as keyof VisitRow];

/** The facility's check-ins of that day. */
const checkInsOf = (row: VisitRow) => withQuery(paths.checkInsTable, { facilityId: row.facilityId, from: row.date, to: row.date });

/** One toilet's day on a phone: where, when, how many visits by how many staff. */
function VisitCard({ row }: { row: VisitRow }) {
  const intl = useIntl();
  const formatDate = useDateFormat();
  return (
    <Card.Root size="sm" role="article" aria-label={`${row.facilityName ?? ''} ${formatDate(row.date)}`}>
      <Card.Body>
        <Stack gap="1">
          <HStack justify="space-between" gap="2" align="flex-start">
            <LinkCell to={checkInsOf(row)}>{row.facilityName ?? '—'}</LinkCell>
            <Text fontSize="sm" color="fg.muted" flexShrink={0}>
              {formatDate(row.date)}
            </Text>
          </HStack>
          {row.buildingName && <Text fontSize="sm">{row.buildingName}</Text>}
          <Text fontSize="sm">
            {intl.formatMessage(m.visitsCount, { count: row.visits })} · {intl.formatMessage(m.staffCount, { count: row.staff })}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Check-ins per toilet and day of the viewer over the period (GET /api/check-ins/visits); a row opens that day's check-ins. */
export function VisitsTable({ period }: { period: Period }) {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const phone = useIsPhone();
  const zone = useViewerZone();
  const query = useVisits({ ...period, ...zone });
  const table = useLocalPage(query, '-date', textOf, valueOf);
  const columns: Column<VisitRow>[] = [
    { key: 'date', header: m.date, sortField: 'date', render: (row) => formatDate(row.date) },
    linkColumn('facility', m.facility, (row) => row.facilityName ?? '—', checkInsOf, { sortField: 'facilityName' }),
    { key: 'building', header: m.building, sortField: 'buildingName', hideBelow: 'sm', render: (row) => row.buildingName ?? '—' },
    { key: 'visits', header: m.visits, sortField: 'visits', render: (row) => intl.formatNumber(row.visits) },
    { key: 'staff', header: m.staff, sortField: 'staff', render: (row) => intl.formatNumber(row.staff) },
  ];
  return (
    <DataTable
      {...table}
      label={intl.formatMessage(m.visitsTable)}
      columns={columns}
      getRowLabel={(row) => `${row.facilityName ?? ''} ${formatDate(row.date)}`}
      cards={phone}
      renderCard={(row) => <VisitCard row={row} />}
    />
  );
}
