import { Chart, useChart } from '@chakra-ui/charts';
import { Card, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { valueAxis, type AxisOptions } from '@/components/charts/axis-ticks';
import { ErrorAlert } from '@/components/errors/error-alert';
import { ChoiceField } from '@/components/form/fields';
import { SectionHeader } from '@/components/section-header';
import { ianaZoneOf } from '@/config/locale';
import { timezoneAtom } from '@/lib/session-atoms';
import { useViewerZone } from '@/lib/viewer-offset';
import { useDeviceSeries, type DeviceHour } from '../api/get-device-series';
import { deviceSeriesMessages as m } from './device-series-messages';

type Field = Exclude<keyof DeviceHour, 'hour'>;

/** A value with its unit in the user's language ("3.6 V", "45%", "12 people"), to `digits` decimals. */
type UnitFormat = (intl: IntlShape, value: number, digits: number) => string;

const percent: UnitFormat = (intl, value, digits) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: digits });
const unit =
  (name: string): UnitFormat =>
  (intl, value, digits) =>
    intl.formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits });
const message =
  (descriptor: MessageDescriptor): UnitFormat =>
  (intl, value, digits) =>
    intl.formatMessage(descriptor, { value: intl.formatNumber(value, { maximumFractionDigits: digits }), count: value });

interface SeriesSpec {
  field: Field;
  label: MessageDescriptor;
  kind: 'line' | 'bar';
  color: string;
  /** Decimals of a value in the summary and the tooltip. */
  digits: number;
  unit: UnitFormat;
  /** The value axis: at least this span, from zero for counts, within 0..100 for percentages. */
  axis: AxisOptions;
}

/** Levels and conditions as lines; counts per hour as bars. */
export const SERIES: readonly SeriesSpec[] = [
  { field: 'level', label: m.level, kind: 'line', color: 'teal.solid', digits: 0, unit: percent, axis: { minSpan: 10, floor: 0, ceiling: 100 } },
  { field: 'battery', label: m.battery, kind: 'line', color: 'green.solid', digits: 2, unit: message(m.volts), axis: { minSpan: 0.2 } },
  { field: 'rssi', label: m.signal, kind: 'line', color: 'orange.solid', digits: 0, unit: message(m.dbm), axis: { minSpan: 10 } },
  { field: 'temperature', label: m.temperature, kind: 'line', color: 'red.solid', digits: 1, unit: unit('celsius'), axis: { minSpan: 2 } },
  { field: 'humidity', label: m.humidity, kind: 'line', color: 'blue.solid', digits: 0, unit: percent, axis: { minSpan: 10, floor: 0, ceiling: 100 } },
  { field: 'people', label: m.people, kind: 'bar', color: 'purple.solid', digits: 0, unit: message(m.peopleUnit), axis: { minSpan: 4, zero: true } },
  { field: 'litres', label: m.litres, kind: 'bar', color: 'cyan.solid', digits: 1, unit: unit('liter'), axis: { minSpan: 1, zero: true } },
];

/** The value axis of a series over its values, each tick written with its unit. */
export function seriesAxis(intl: IntlShape, spec: SeriesSpec, values: readonly number[]) {
  const axis = valueAxis(values, spec.axis);
  return { ...axis, label: (value: number) => spec.unit(intl, value, axis.digits) };
}

const PERIODS = [
  { key: '24h', label: m.last24Hours, days: 1 },
  { key: '7d', label: m.last7Days, days: 7 },
  { key: '31d', label: m.last31Days, days: 31 },
] as const;
type PeriodKey = (typeof PERIODS)[number]['key'];

const HOUR_MS = 3_600_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The days to ask for (`YYYY-MM-DD` of the viewer's time zone) and, for the last 24 hours, the
 * instant before which hours are left out: those span today and yesterday.
 */
export function seriesRange(days: number, utcOffsetMinutes: number, now = Date.now()): { from: string; to: string; since: number } {
  const localNow = now + utcOffsetMinutes * 60_000;
  if (days === 1) return { from: iso(localNow - 24 * HOUR_MS), to: iso(localNow), since: now - 24 * HOUR_MS };
  return { from: iso(localNow - (days - 1) * 24 * HOUR_MS), to: iso(localNow), since: 0 };
}

/** The series the device has: those with a number in at least one hour. */
export function presentSeries(hours: DeviceHour[]): SeriesSpec[] {
  return SERIES.filter((spec) => hours.some((hour) => typeof hour[spec.field] === 'number'));
}

interface Row {
  hour: string;
  [field: string]: string | number | null;
}

function SeriesChart({ spec, hours, timeZone }: { spec: SeriesSpec; hours: DeviceHour[]; timeZone: string }) {
  const intl = useIntl();
  const title = intl.formatMessage(spec.label);
  const rows: Row[] = hours.map((hour) => ({ hour: hour.hour, [spec.field]: typeof hour[spec.field] === 'number' ? (hour[spec.field] as number) : null }));
  const chart = useChart<Row>({ data: rows, series: [{ name: spec.field, color: spec.color, label: title }] });
  const values = hours.map((hour) => hour[spec.field]).filter((value): value is number => typeof value === 'number');
  const format = (value: number) => spec.unit(intl, value, spec.digits);
  const axis = seriesAxis(intl, spec, values);
  const tick = (value: string) => intl.formatDate(value, { month: 'numeric', day: 'numeric', hour: 'numeric', timeZone });
  const summary =
    spec.kind === 'bar'
      ? intl.formatMessage(m.total, { total: format(values.reduce((sum, value) => sum + value, 0)), max: format(Math.max(...values)) })
      : intl.formatMessage(m.summary, {
          count: values.length,
          min: format(Math.min(...values)),
          max: format(Math.max(...values)),
          latest: format(values.at(-1) ?? 0),
        });
  const axes = (
    <>
      <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
      <XAxis dataKey={chart.key('hour')} tickLine={false} axisLine={{ stroke: chart.color('border') }} tickFormatter={tick} minTickGap={24} />
      <YAxis width={64} tickLine={false} axisLine={false} domain={axis.domain} ticks={axis.ticks} interval={0} tickFormatter={axis.label} />
      <Tooltip
        isAnimationActive={false}
        labelFormatter={(value) => intl.formatDate(String(value), { dateStyle: 'medium', timeStyle: 'short', timeZone })}
        formatter={(value) => [typeof value === 'number' ? format(value) : String(value), title]}
      />
    </>
  );
  return (
    <Card.Root size="sm" as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          {summary}
        </Text>
      </Card.Header>
      <Card.Body>
        <Chart.Root chart={chart} h="44" aspectRatio="auto" aria-hidden>
          {spec.kind === 'line' ? (
            <LineChart data={chart.data} responsive accessibilityLayer={false} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
              {axes}
              <Line type="monotone" dataKey={chart.key(spec.field)} stroke={chart.color(spec.color)} strokeWidth={2} dot={false} connectNulls isAnimationActive={false} />
            </LineChart>
          ) : (
            <BarChart data={chart.data} responsive accessibilityLayer={false} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
              {axes}
              <Bar dataKey={chart.key(spec.field)} fill={chart.color(spec.color)} isAnimationActive={false} />
            </BarChart>
          )}
        </Chart.Root>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The device's readings per hour over the last 24 hours, 7 or 31 days (the per-device hourly
 * read model): lines for level, battery, signal, temperature and humidity, bars for people and
 * litres; only the series the device reports. Each value axis spans the values at a nice step,
 * its ticks in the series' unit.
 */
export function DeviceSeriesCharts({ deviceId }: { deviceId: string }) {
  const intl = useIntl();
  const timezone = useAtomValue(timezoneAtom);
  const zone = useViewerZone();
  const [periodKey, setPeriodKey] = useState<PeriodKey>('24h');
  const period = PERIODS.find((candidate) => candidate.key === periodKey) ?? PERIODS[0];
  // Asked per day, so the range stays put while the screen is open.
  const [now] = useState(() => Date.now());
  const { from, to, since } = seriesRange(period.days, zone.utcOffsetMinutes, now);
  const series = useDeviceSeries({ deviceId, from, to, ...zone });
  const hours = (series.data ?? []).filter((hour) => !since || Date.parse(hour.hour) >= since).sort((a, b) => a.hour.localeCompare(b.hour));
  const present = presentSeries(hours);
  const timeZone = ianaZoneOf(timezone);

  return (
    <Stack gap="3" as="section" aria-label={intl.formatMessage(m.title)}>
      <SectionHeader title={intl.formatMessage(m.title)} hint={intl.formatMessage(m.hint, { timezone })}>
        <ChoiceField
          label={intl.formatMessage(m.period)}
          value={period.key}
          options={PERIODS.map((option) => ({ value: option.key, label: intl.formatMessage(option.label) }))}
          onChange={(value) => setPeriodKey(value as PeriodKey)}
          width={{ base: 'full', sm: '48' }}
        />
      </SectionHeader>
      {series.error ? (
        <ErrorAlert error={series.error} onRetry={() => void series.refetch()} />
      ) : !series.data ? (
        <Skeleton height="44" data-testid="device-series-skeleton" />
      ) : present.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(m.noReadings)}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {present.map((spec) => (
            <SeriesChart key={spec.field} spec={spec} hours={hours} timeZone={timeZone} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
