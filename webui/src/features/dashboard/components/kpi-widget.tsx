import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { useIntl, type IntlShape } from 'react-intl';
import { ChartSentences } from '@/components/charts/chart-sentences';
import { formatDuration, formatShare } from '@/components/reports/duration';
import { KpiFigures } from '@/components/reports/kpi-figures';
import { paths } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { roleAtom } from '@/lib/session-atoms';
import { dashboardMessages as m } from '../messages';
import type { BuildingKpi, KpiAnswer } from '../types';
import { Widget, WidgetSkeleton } from './widget';

/** A tick of the minutes axis in the user's language ("30 min", "30分钟"), never a bare English unit. */
export function minutesTick(intl: IntlShape, value: number): string {
  return intl.formatNumber(value, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
}

interface Row {
  id: string;
  name: string;
  median: number;
  p90: number;
}

/** Median and 90th percentile response time per building (minutes), one sentence a building for screen readers. */
function BuildingKpiChart({ buildings }: { buildings: BuildingKpi[] }) {
  const intl = useIntl();
  const dash = '—';
  const sentence = (building: BuildingKpi) =>
    intl.formatMessage(m.kpiBuilding, {
      name: building.name,
      median: formatDuration(intl, building.medianMinutes) ?? dash,
      p90: formatDuration(intl, building.p90Minutes) ?? dash,
      share: formatShare(intl, building.withinTarget) ?? dash,
    });
  const sentences = new Map(buildings.map((building) => [building.id, sentence(building)]));
  const rows: Row[] = buildings.map((building) => ({
    id: building.id,
    name: building.name,
    median: Math.round(building.medianMinutes ?? 0),
    p90: Math.round(building.p90Minutes ?? 0),
  }));
  const chart = useChart<Row>({
    data: rows,
    series: [
      { name: 'median', color: 'teal.solid', label: intl.formatMessage(m.kpiMedian) },
      { name: 'p90', color: 'orange.solid', label: intl.formatMessage(m.kpiP90) },
    ],
  });
  const tooltip = ({ active, payload }: TooltipContentProps) => {
    const row = payload?.[0]?.payload as Row | undefined;
    if (!active || !row) return null;
    return (
      <Box bg="bg.panel" rounded="l2" shadow="md" px="2.5" py="1.5" textStyle="xs" maxW="16rem">
        {sentences.get(row.id)}
      </Box>
    );
  };
  const label = intl.formatMessage(m.kpiPerBuilding);
  const minutes = (value: number) => minutesTick(intl, value);
  return (
    <Stack gap="2">
      <Heading as="h4" size="sm">
        {label}
      </Heading>
      <Chart.Root chart={chart} h="56" aspectRatio="auto" aria-hidden>
        <BarChart data={chart.data} responsive accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('name')} tickLine={false} axisLine={{ stroke: chart.color('border') }} interval="preserveStartEnd" minTickGap={8} />
          <YAxis width={64} tickLine={false} axisLine={false} allowDecimals={false} tickFormatter={minutes} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} isAnimationActive={false} content={tooltip} />
          <Legend verticalAlign="top" align="left" content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Bar key={item.name} dataKey={chart.key(item.name)} fill={chart.color(item.color)} radius={[2, 2, 0, 0]} isAnimationActive={false} />
          ))}
        </BarChart>
      </Chart.Root>
      <ChartSentences label={label} sentences={sentences} />
    </Stack>
  );
}

/**
 * KPI: how fast issues resolved in the range were resolved (from when the condition was
 * measured), mean, median, 90th percentile and the share within each type's target; per building.
 * Its "View all" opens the KPI screen, with every breakdown and the targets.
 */
export function KpiWidget({ kpi }: { kpi: KpiAnswer | undefined }) {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const title = intl.formatMessage(m.kpi);
  if (!kpi) return <WidgetSkeleton title={title} level="h3" />;
  const buildings = kpi.perBuilding.filter((building) => building.resolved > 0);
  return (
    <Widget title={title} level="h3" to={isPathAllowed(role, paths.kpi) ? paths.kpi : undefined}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(m.kpiHint)}
        </Text>
        <KpiFigures kpi={kpi.overall} />
        {buildings.length > 0 && <BuildingKpiChart buildings={buildings} />}
      </Stack>
    </Widget>
  );
}
