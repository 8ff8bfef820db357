import { Heading, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl, type IntlShape } from 'react-intl';
import { ChartSentences, sentenceTooltip } from '@/components/charts/chart-sentences';
import { LazyBars } from '@/components/charts/lazy-bars';
import { Hint } from '@/components/hint';
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

type Row = {
  id: string;
  name: string;
  median: number;
  p90: number;
};

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
  const series = [
    { key: 'median', color: 'teal.solid', label: intl.formatMessage(m.kpiMedian) },
    { key: 'p90', color: 'orange.solid', label: intl.formatMessage(m.kpiP90) },
  ];
  const tooltip = sentenceTooltip<Row>(sentences, (row) => row.id);
  const label = intl.formatMessage(m.kpiPerBuilding);
  const minutes = (value: number) => minutesTick(intl, value);
  return (
    <Stack gap="2">
      <Heading as="h4" size="sm">
        {label}
      </Heading>
      <LazyBars
        rows={rows}
        series={series}
        category="name"
        height="56"
        legend
        tooltip={tooltip}
        xAxis={{ interval: 'preserveStartEnd', minTickGap: 8 }}
        yAxis={{ width: 64, allowDecimals: false, tickFormatter: minutes }}
      />
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
        <Hint>{intl.formatMessage(m.kpiHint)}</Hint>
        <KpiFigures kpi={kpi.overall} />
        {buildings.length > 0 && <BuildingKpiChart buildings={buildings} />}
      </Stack>
    </Widget>
  );
}
