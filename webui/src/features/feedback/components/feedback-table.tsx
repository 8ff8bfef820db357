import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { exportList } from '@/api/export-list';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useListPage } from '@/components/data-table/use-list-page';
import { ChoiceFilterPanel, type ChoiceCriterion } from '@/components/filter-panel/choice-panel';
import { filterMessages } from '@/components/filter-panel/messages';
import { Hint } from '@/components/hint';
import { AREAS, areaLabel, RATINGS } from '@/config/feedback';
import { paths } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useIsPhone } from '@/lib/use-media-query';
import { getFeedbackQueryOptions } from '../api/get-feedback';
import { feedbackMessages as m } from '../messages';
import type { Feedback } from '../types';
import { AreaChips, RatingBadge } from './rating-badge';

const place = (row: Feedback) => [row.facility, row.building].filter(Boolean).join(', ');
/** The floor as the estate names it: its label ("Ground", "B1"), else its number. */
const floorOf = (row: Feedback) => row.floorLabel || (row.floorNo ?? '—');

function FeedbackCard({ row }: { row: Feedback }) {
  const formatDateTime = useDateTimeFormat();
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium" truncate>
                {place(row) || '—'}
              </Text>
              <Hint>{formatDateTime(row.timestamp)}</Hint>
            </Stack>
            <RatingBadge rating={row.rating} value={row.ratingValue} />
          </HStack>
          <AreaChips areas={row.areasOfInconveniences} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Feedback rows: the rating as a word on a coloured badge, the areas named as chips; the
 * building → floor → facility → device tree (devices for those who may list them), rating,
 * area and date filters, search, export (feedback.csv). Cards on phones.
 */
export function FeedbackTable() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const phone = useIsPhone();
  const formatDateTime = useDateTimeFormat();
  const list = useListPage(getFeedbackQueryOptions, '-timestamp');
  const canListDevices = isPathAllowed(role, paths.devicesTable);

  const criteria: ChoiceCriterion[] = [
    { level: 'building', label: filterMessages.building, source: 'building' },
    { level: 'floor', label: filterMessages.floor, source: 'floor', parent: 'building' },
    { level: 'facility', label: filterMessages.facility, source: 'facility', parent: 'floor' },
    ...(canListDevices ? [{ level: 'device', label: filterMessages.device, source: 'device' as const, parent: 'facility' }] : []),
    { level: 'rating', label: m.rating, options: RATINGS.map((rating) => ({ value: rating.word, label: intl.formatMessage(rating.label) })) },
    { level: 'area', label: m.area, options: AREAS.map((area) => ({ value: area, label: areaLabel(intl.formatMessage, area) })) },
  ];

  const columns: Column<Feedback>[] = [
    { key: 'timestamp', header: m.timestamp, sortField: 'timestamp', render: (row) => formatDateTime(row.timestamp) },
    { key: 'rating', header: m.rating, sortField: 'rating', render: (row) => <RatingBadge rating={row.rating} value={row.ratingValue} /> },
    { key: 'areas', header: m.areas, render: (row) => <AreaChips areas={row.areasOfInconveniences} /> },
    { key: 'facility', header: m.facility, render: (row) => row.facility ?? '—' },
    { key: 'building', header: m.building, render: (row) => row.building ?? '—', hideBelow: 'md' },
    { key: 'floor', header: m.floor, render: floorOf, hideBelow: 'lg' },
    { key: 'device', header: m.device, render: (row) => row.device ?? '—', hideBelow: 'lg' },
    {
      key: 'source',
      header: m.source,
      render: (row) => (row.source === 'qr' ? intl.formatMessage(m.qr) : row.source === 'panel' ? intl.formatMessage(m.panel) : (row.source ?? '—')),
      hideBelow: 'xl',
    },
    { key: 'company', header: m.company, render: (row) => row.company ?? '—', hideBelow: 'xl' },
  ];

  return (
    <DataTable
      {...list.tableProps}
      label={intl.formatMessage(m.tableLabel)}
      columns={columns}
      getRowLabel={(row) => `${place(row)} ${formatDateTime(row.timestamp)}`}
      toolbar={<ChoiceFilterPanel criteria={criteria} dateLabel={m.date} onParamsChange={list.setParams} />}
      onExport={() => exportList('/feedback', list.params)}
      cards={phone}
      renderCard={(row) => <FeedbackCard row={row} />}
    />
  );
}
