import { Card, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { DayChart } from '@/components/charts/day-chart';
import { Hint } from '@/components/hint';
import { QueryResult } from '@/components/query-result';
import { getUsageChartQueryOptions, type UsageParams } from '../api/get-usage-list';
import { usageMessages as m } from '../messages';
import { isMainMeter, type UsageRow } from '../types';

interface ChartDay {
  day: string;
  toilets: number;
  mainMeter: number;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Litres per day, toilets and main meters apart, every day from the first to the last (days without rows as 0). */
export function litresPerDay(rows: UsageRow[]): ChartDay[] {
  const byDay = new Map<string, ChartDay>();
  for (const row of rows) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(row.day)) continue;
    const day = byDay.get(row.day) ?? { day: row.day, toilets: 0, mainMeter: 0 };
    if (isMainMeter(row)) day.mainMeter += row.litres ?? 0;
    else day.toilets += row.litres ?? 0;
    byDay.set(row.day, day);
  }
  const days = [...byDay.keys()].sort();
  if (days.length === 0) return [];
  const filled: ChartDay[] = [];
  // Bounded: a year and a day of gaps at most, whatever the rows say.
  for (let day = days[0]; day <= days.at(-1)! && filled.length < 367; day = nextDay(day)) {
    filled.push(byDay.get(day) ?? { day, toilets: 0, mainMeter: 0 });
  }
  return filled;
}

const round = (litres: number) => Math.round(litres * 10) / 10;

/** A bar chart of litres per day for the rows the table's filters select, above the table. */
export function UsageChart({ params }: { params: Omit<UsageParams, 'page' | 'pageSize' | 'sort'> }) {
  const intl = useIntl();
  const query = useQuery(getUsageChartQueryOptions(params));
  const title = intl.formatMessage(m.chartTitle);
  const days = query.data ? litresPerDay(query.data.rows) : [];
  const measured = days.some((day) => day.toilets > 0 || day.mainMeter > 0);
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Hint>{intl.formatMessage(m.chartHint)}</Hint>
      </Card.Header>
      <Card.Body>
        <QueryResult
          query={query}
          empty={intl.formatMessage(m.noChart)}
          isEmpty={() => !measured}
          skeleton={<Skeleton height="48" data-testid="usage-chart-skeleton" />}
        >
          {(data) => (
            <Stack gap="2">
              <DayChart
                days={days}
                series={[
                  { key: 'toilets', label: intl.formatMessage(m.toilets), color: 'blue.solid', value: (day) => round(day.toilets) },
                  { key: 'mainMeter', label: intl.formatMessage(m.mainMeter), color: 'cyan.solid', value: (day) => round(day.mainMeter) },
                ]}
                label={intl.formatMessage(m.chartLabel)}
                dayText={(day, date) =>
                  intl.formatMessage(m.chartDay, { day: date, toilets: intl.formatNumber(round(day.toilets)), mainMeter: intl.formatNumber(round(day.mainMeter)) })
                }
                peakText={(value) => intl.formatMessage(m.litresValue, { count: value })}
              />
              {data.total > data.rows.length && (
                <Hint>{intl.formatMessage(m.chartLimited, { count: data.rows.length })}</Hint>
              )}
            </Stack>
          )}
        </QueryResult>
      </Card.Body>
    </Card.Root>
  );
}
