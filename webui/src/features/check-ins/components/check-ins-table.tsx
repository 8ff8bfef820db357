import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useListPage } from '@/components/data-table/use-list-page';
import type { Period } from '@/components/reports/report-period';
import { useDateTimeFormat } from '@/lib/format';
import { timezoneAtom } from '@/lib/session-atoms';
import type { ListParams } from '@/lib/types';
import { useIsPhone } from '@/lib/use-media-query';
import { getCheckInsQueryOptions } from '../api/get-check-ins';
import { checkInMessages as m } from '../messages';
import type { CheckIn } from '../types';
import { utcDaysOf } from '../utc-days';

/** One check-in on a phone: who, and when. */
function CheckInCard({ row }: { row: CheckIn }) {
  const formatDateTime = useDateTimeFormat();
  return (
    <Card.Root size="sm" role="article" aria-label={`${row.staffName ?? ''} ${formatDateTime(row.time)}`}>
      <Card.Body>
        <HStack justify="space-between" gap="2" align="flex-start" wrap="wrap">
          <Stack gap="0">
            <Text fontWeight="medium">{row.staffName ?? '—'}</Text>
            {row.facilityName && (
              <Text fontSize="sm" color="fg.muted">
                {[row.facilityName, row.buildingName].filter(Boolean).join(', ')}
              </Text>
            )}
          </Stack>
          <Text fontSize="sm">{formatDateTime(row.time)}</Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * One facility's check-ins (GET /api/check-ins), newest first: those of the UTC days that hold
 * the viewer's days of the period, each at the viewer's time.
 */
export function CheckInsTable({ facilityId, period }: { facilityId: string; period: Period }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const phone = useIsPhone();
  const timezone = useAtomValue(timezoneAtom);
  const { from, to } = utcDaysOf(period, timezone);
  const queryOptionsOf = useCallback((params: ListParams) => getCheckInsQueryOptions({ ...params, facilityId, from, to }), [facilityId, from, to]);
  const list = useListPage(queryOptionsOf, '-time');
  const columns: Column<CheckIn>[] = [
    { key: 'time', header: m.time, sortField: 'time', render: (row) => formatDateTime(row.time) },
    { key: 'staff', header: m.staffMember, sortField: 'staffName', render: (row) => row.staffName ?? '—' },
    { key: 'facility', header: m.facility, hideBelow: 'md', render: (row) => row.facilityName ?? '—' },
    { key: 'floor', header: m.floor, hideBelow: 'lg', render: (row) => row.floorLabel ?? '—' },
    { key: 'building', header: m.building, sortField: 'buildingName', hideBelow: 'md', render: (row) => row.buildingName ?? '—' },
  ];
  return (
    <DataTable
      {...list.tableProps}
      label={intl.formatMessage(m.listTable)}
      columns={columns}
      getRowLabel={(row) => `${row.staffName ?? ''} ${formatDateTime(row.time)}`}
      cards={phone}
      renderCard={(row) => <CheckInCard row={row} />}
    />
  );
}
