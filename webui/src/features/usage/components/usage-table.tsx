import { Badge, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useListPage } from '@/components/data-table/use-list-page';
import { ChoiceFilterPanel, type ChoiceCriterion } from '@/components/filter-panel/choice-panel';
import { filterMessages } from '@/components/filter-panel/messages';
import { Hint } from '@/components/hint';
import { useDateFormat } from '@/lib/format';
import { timezoneAtom } from '@/lib/session-atoms';
import type { ListParams } from '@/lib/types';
import { useViewerZone } from '@/lib/viewer-offset';
import { exportUsage, getUsageListQueryOptions } from '../api/get-usage-list';
import { usageMessages as m } from '../messages';
import { isMainMeter, type UsageListRow } from '../types';
import { UsageChart } from './usage-chart';

/**
 * People and litres per facility and day, the buildings' main meters as rows of their own
 * ("Main meter"); a toilet without a people counter or a water meter says so instead of 0; the
 * day's cleanings (its "Cleaning due" issues resolved) and the visitors per cleaning (people ÷
 * cleanings, as the API computes it); filters (building → floor → facility, source, dates), search, export
 * (usage.csv), and above the rows a chart of litres per day for the same filters.
 */
export function UsageTable() {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const timezone = useAtomValue(timezoneAtom);
  const { utcOffsetMinutes, timeZone } = useViewerZone();
  const queryOptionsOf = useCallback(
    (params: ListParams) => getUsageListQueryOptions({ ...params, utcOffsetMinutes, timeZone }),
    [utcOffsetMinutes, timeZone],
  );
  const list = useListPage(queryOptionsOf, '-day');
  const { search, filter, from, to } = list.params;

  const criteria: ChoiceCriterion[] = [
    { level: 'building', label: filterMessages.building, source: 'building' },
    { level: 'floor', label: filterMessages.floor, source: 'floor', parent: 'building' },
    { level: 'facility', label: filterMessages.facility, source: 'facility', parent: 'floor' },
    {
      level: 'source',
      label: m.source,
      options: [
        { value: 'toilets', label: intl.formatMessage(m.toilets) },
        { value: 'main-meter', label: intl.formatMessage(m.mainMeter) },
      ],
    },
  ];

  const number = (value: number | null | undefined, digits = 0) =>
    value === null || value === undefined ? '—' : intl.formatNumber(value, { maximumFractionDigits: digits });
  // A toilet without the sensor has no figure, whatever 0 the sums say.
  const missing = (text: typeof m.noPeopleCounter) => (
    <Text as="span" color="fg.muted" fontSize="sm">
      {intl.formatMessage(text)}
    </Text>
  );
  const people = (row: UsageListRow) => (isMainMeter(row) ? '—' : row.hasPeopleCounter === false ? missing(m.noPeopleCounter) : number(row.people));
  const litres = (row: UsageListRow) => (!isMainMeter(row) && row.hasWaterMeter === false ? missing(m.noWaterMeter) : number(row.litres, 1));

  const columns: Column<UsageListRow>[] = [
    { key: 'day', header: m.day, sortField: 'day', render: (row) => formatDate(row.day) },
    {
      key: 'facility',
      header: m.facility,
      render: (row) =>
        isMainMeter(row) ? (
          <Badge colorPalette="cyan" variant="subtle">
            {intl.formatMessage(m.mainMeter)}
          </Badge>
        ) : (
          (row.facilityName ?? '—')
        ),
    },
    {
      key: 'building',
      header: m.building,
      render: (row) => (
        <Stack gap="0">
          <Text as="span">{row.buildingName ?? '—'}</Text>
          {row.floorLabel && (
            <Text as="span" fontSize="xs" color="fg.muted" display={{ base: 'inline', md: 'none' }}>
              {row.floorLabel}
            </Text>
          )}
        </Stack>
      ),
      hideBelow: 'sm',
    },
    { key: 'floor', header: m.floor, render: (row) => row.floorLabel ?? '—', hideBelow: 'md' },
    { key: 'people', header: m.people, sortField: 'people', render: people },
    { key: 'litres', header: m.litres, sortField: 'litres', render: litres },
    { key: 'cleanings', header: m.cleanings, sortField: 'cleanings', render: (row) => (isMainMeter(row) ? '—' : number(row.cleanings)), hideBelow: 'md' },
    { key: 'visitorsPerCleaning', header: m.visitorsPerCleaning, render: (row) => (isMainMeter(row) ? '—' : number(row.visitorsPerCleaning)), hideBelow: 'md' },
  ];

  return (
    <Stack gap="4">
      <UsageChart params={{ search, filter, from, to, utcOffsetMinutes, timeZone }} />
      <Hint>{intl.formatMessage(m.timezoneHint, { timezone })}</Hint>
      <DataTable
        {...list.tableProps}
        label={intl.formatMessage(m.tableLabel)}
        columns={columns}
        getRowLabel={(row) => `${isMainMeter(row) ? intl.formatMessage(m.mainMeter) : (row.facilityName ?? '')} ${row.day}`}
        toolbar={<ChoiceFilterPanel criteria={criteria} dateLabel={m.dates} onParamsChange={list.setParams} />}
        onExport={() => exportUsage({ ...list.params, utcOffsetMinutes, timeZone })}
      />
    </Stack>
  );
}
