import { HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import { chartMessages as m } from './messages';
import { ChartSentences, sentenceTooltip } from './chart-sentences';
import { LazyBars } from './lazy-bars';

/** Up to two weeks every day is named on the axis; beyond, only as many as fit. */
const EVERY_DAY_UP_TO = 14;

/** `YYYY-MM-DD` → "Nov 21" in the user's language (a calendar day, so no timezone shift). */
export function dayLabel(intl: IntlShape, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1, date));
  if (Number.isNaN(at.getTime())) return day;
  return intl.formatDate(at, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** One bar a day: its name in the legend, its colour token and its value. */
export interface BarSeries<T> {
  key: string;
  label: string;
  color: string;
  value: (day: T) => number;
}

interface DayChartProps<T extends { day: string }> {
  /** Oldest first, at least one. */
  days: T[];
  /** One bar per series and day; a legend when there are several. */
  series: BarSeries<T>[];
  /** The chart's accessible name. */
  label: string;
  /** A day's numbers as one sentence, given the day as "Nov 21": the tooltip and the text for screen readers. */
  dayText: (day: T, date: string) => string;
  /** The busiest day's value as text ("36.5 litres"); a plain number without. */
  peakText?: (value: number) => string;
  /** Whole numbers only on the value axis (people, issues). */
  whole?: boolean;
}

interface Row {
  /** `YYYY-MM-DD`. */
  day: string;
  /** "Nov 21". */
  date: string;
  [series: string]: string | number;
}

/**
 * Bars per day (`LazyBars`: recharts, loaded where drawn), the days named in the user's language and
 * fitted to the width, so 30 or 84 days read on a 390px phone too. The tooltip says a day's
 * numbers; the same sentences, one a day, are the chart's text for screen readers.
 */
export function DayChart<T extends { day: string }>({ days, series, label, dayText, peakText, whole = false }: DayChartProps<T>) {
  const intl = useIntl();
  const rows: Row[] = days.map((day) => ({
    day: day.day,
    date: dayLabel(intl, day.day),
    ...Object.fromEntries(series.map((one) => [one.key, one.value(day)])),
  }));
  const max = Math.max(0, ...days.flatMap((day) => series.map((one) => one.value(day))));
  const sentences = new Map(days.map((day) => [day.day, dayText(day, dayLabel(intl, day.day))]));
  const everyDay = days.length <= EVERY_DAY_UP_TO;
  const number = (value: number) => intl.formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });

  const tooltip = sentenceTooltip<Row>(sentences, (row) => row.day);

  return (
    <Stack gap="2">
      <HStack justify="flex-end" fontSize="xs" color="fg.muted">
        <Text>{intl.formatMessage(m.highestDay, { count: peakText ? peakText(max) : intl.formatNumber(max) })}</Text>
      </HStack>
      <LazyBars
        rows={rows}
        series={series}
        category="date"
        height="48"
        legend={series.length > 1}
        tooltip={tooltip}
        barCategoryGap="15%"
        xAxis={{
          interval: everyDay ? 0 : 'preserveStartEnd',
          minTickGap: everyDay ? 0 : 12,
          tickFormatter: (date: string, index: number) => (everyDay ? intl.formatNumber(Number(rows[index]?.day.slice(8, 10))) : date),
        }}
        yAxis={{ width: 36, allowDecimals: !whole, tickFormatter: number }}
      />
      {everyDay && (
        // The axis names the days of the month; the first and last say which month.
        <HStack justify="space-between" gap="3" fontSize="xs" color="fg.muted" aria-hidden>
          <Text>{rows[0]?.date}</Text>
          <Text>{rows.at(-1)?.date}</Text>
        </HStack>
      )}
      <ChartSentences label={label} sentences={sentences} />
    </Stack>
  );
}
