import { Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/errors/error-alert';
import { ChoiceField } from '@/components/form/fields';
import { PageHeader } from '@/components/page-header';
import { KpiFigures } from '@/components/reports/kpi-figures';
import { reportMessages } from '@/components/reports/messages';
import { useDateFormat } from '@/lib/format';
import { useViewerZone } from '@/lib/viewer-offset';
import { useKpiBreakdowns } from '../api/get-kpi-breakdowns';
import type { RangeParams } from '../api/range-answer';
import { ACTIVITY_RANGES, DEFAULT_ACTIVITY_RANGE, rangeLabel, rangeQueryOf } from '../components/activity-ranges';
import { KpiBreakdownTables } from '../components/kpi-breakdowns';
import { kpiMessages as m } from '../kpi-messages';

function KpiSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" data-testid="kpi-skeleton">
      <Skeleton height="32" />
      <Skeleton height="48" />
      <Skeleton height="48" />
    </Stack>
  );
}

/**
 * KPI (`/dashboard/kpi`): response times of the issues resolved over the last N days or weeks
 * (the dashboard's ranges, days in the timezone setting): overall, then per building, cleaning
 * company, staff member and issue type with its target, each table sortable and exported as CSV.
 */
export function KpiRoute() {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const zone = useViewerZone();
  const [rangeKey, setRangeKey] = useState(DEFAULT_ACTIVITY_RANGE.key);
  const range = ACTIVITY_RANGES.find((candidate) => candidate.key === rangeKey) ?? DEFAULT_ACTIVITY_RANGE;
  const params: RangeParams = { ...rangeQueryOf(range), ...zone };
  const kpi = useKpiBreakdowns(params);

  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        actions={
          <ChoiceField
            label={intl.formatMessage(m.range)}
            value={range.key}
            options={ACTIVITY_RANGES.map((option) => ({ value: option.key, label: intl.formatMessage(rangeLabel(option), { count: option.count }) }))}
            onChange={setRangeKey}
            width={{ base: 'full', sm: '48' }}
          />
        }
      />
      {kpi.error ? (
        <ErrorAlert error={kpi.error} onRetry={() => void kpi.refetch()} />
      ) : !kpi.data ? (
        <KpiSkeleton />
      ) : (
        <Stack gap="4">
          <Card.Root size="sm" as="section" aria-label={intl.formatMessage(m.overall)}>
            <Card.Header>
              <Heading as="h2" size="md">
                {intl.formatMessage(m.overall)}
              </Heading>
              {kpi.data.from && kpi.data.to && (
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatMessage(reportMessages.periodRange, { from: formatDate(kpi.data.from), to: formatDate(kpi.data.to) })}
                </Text>
              )}
            </Card.Header>
            <Card.Body>
              <KpiFigures kpi={kpi.data.overall} />
              <Text fontSize="sm" mt="2" data-testid="kpi-escalated">
                {intl.formatMessage(m.escalated, { count: kpi.data.escalated })}
              </Text>
            </Card.Body>
          </Card.Root>
          <KpiBreakdownTables kpi={kpi.data} params={params} />
        </Stack>
      )}
    </>
  );
}
