import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DayChart } from '@/components/charts/day-chart';
import { Hint } from '@/components/hint';
import { dashboardMessages as m } from '../messages';
import type { Usage, UsageDay } from '../types';
import { FacilityName, Figures, Widget, WidgetSkeleton } from './widget';

type Measure = 'people' | 'litres';

interface MeasureTexts {
  title: MessageDescriptor;
  total: MessageDescriptor;
  chart: MessageDescriptor;
  /** A value with its unit, `{count}`: "120 people". */
  unit: MessageDescriptor;
  empty: MessageDescriptor;
  /** Said instead of any figure where no sensor measures it. */
  noSensor: MessageDescriptor;
  palette: string;
  /** Of the daily average. */
  fractionDigits: number;
}

const MEASURES: Record<Measure, MeasureTexts> = {
  people: {
    title: m.peopleCount,
    total: m.peopleCounted,
    chart: m.peoplePerDay,
    unit: m.people,
    empty: m.noPeopleInRange,
    noSensor: m.noPeopleCounter,
    palette: 'purple',
    fractionDigits: 0,
  },
  litres: {
    title: m.waterConsumption,
    total: m.litresToilets,
    chart: m.litresPerDay,
    unit: m.litres,
    empty: m.noWaterInRange,
    noSensor: m.noWaterMeter,
    palette: 'blue',
    fractionDigits: 1,
  },
};

/** The range's total and daily average of one measure and a bar per day; says so when nothing was counted. */
function UsageWidget({ usage, measure, children }: { usage: Usage | undefined; measure: Measure; children?: ReactNode }) {
  const intl = useIntl();
  const texts = MEASURES[measure];
  const title = intl.formatMessage(texts.title);
  if (!usage) return <WidgetSkeleton title={title} level="h3" />;
  const total = usage[measure];
  const days = usage.perDay;
  const { peopleCounters, waterMeters, mainWaterMeters } = usage.sensors;
  const measured = measure === 'people' ? peopleCounters > 0 : waterMeters + mainWaterMeters > 0;
  if (!measured) {
    return (
      <Widget title={title} level="h3">
        <Text color="fg.muted">{intl.formatMessage(texts.noSensor)}</Text>
      </Widget>
    );
  }
  // The main meters are the water side's second figure, beside (never added to) the toilets'.
  const mainMeter = measure === 'litres' && mainWaterMeters > 0;
  const mainMeterDays = mainMeter && days.some((day) => typeof day.mainMeterLitres === 'number');
  const counted = total > 0 || days.some((day) => day[measure] > 0) || (mainMeter && (usage.mainMeterLitres ?? 0) > 0);
  const withUnit = (count: number) => intl.formatMessage(texts.unit, { count });
  const round = (value: number) => Math.round(value * 10) / 10;
  return (
    <Widget title={title} level="h3">
      {counted ? (
        <Stack gap="4">
          <Figures
            columns={mainMeter ? 3 : 2}
            figures={[
              { key: 'total', label: intl.formatMessage(texts.total), value: total, palette: texts.palette },
              ...(mainMeter
                ? [{ key: 'mainMeter', label: intl.formatMessage(m.litresMainMeter), value: usage.mainMeterLitres, palette: 'cyan' }]
                : []),
              {
                key: 'dailyAverage',
                label: intl.formatMessage(m.dailyAverage),
                value: days.length > 0 ? intl.formatNumber(total / days.length, { maximumFractionDigits: texts.fractionDigits }) : null,
              },
            ]}
          />
          {mainMeter && (
            <Hint>{intl.formatMessage(m.mainMeterHint)}</Hint>
          )}
          {days.length > 0 && (
            <DayChart
              days={days}
              whole={measure === 'people'}
              series={[
                { key: measure, label: mainMeterDays ? intl.formatMessage(m.litresToilets) : title, color: `${texts.palette}.solid`, value: (day) => day[measure] },
                ...(mainMeterDays
                  ? [{ key: 'mainMeter', label: intl.formatMessage(m.litresMainMeter), color: 'cyan.solid', value: (day: UsageDay) => round(day.mainMeterLitres ?? 0) }]
                  : []),
              ]}
              label={intl.formatMessage(texts.chart)}
              dayText={(day, date) =>
                mainMeterDays
                  ? intl.formatMessage(m.mainMeterPerDay, { day: date, toilets: withUnit(day.litres), mainMeter: withUnit(round(day.mainMeterLitres ?? 0)) })
                  : intl.formatMessage(m.dayValue, { day: date, value: withUnit(day[measure]) })
              }
              peakText={withUnit}
            />
          )}
          {children}
        </Stack>
      ) : (
        <Text color="fg.muted">{intl.formatMessage(texts.empty)}</Text>
      )}
    </Widget>
  );
}

/** People counted by the people counters in the range: the total, the daily average and a bar per day. */
export function PeopleCountWidget({ usage }: { usage: Usage | undefined }) {
  return <UsageWidget usage={usage} measure="people" />;
}

/**
 * Litres through the toilets' water meters in the range beside the main meters' (never added
 * up), a bar per day, and the facilities that used the most.
 */
export function WaterConsumptionWidget({ usage }: { usage: Usage | undefined }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.mostWaterUsed);
  // The answer ranks by litres; a facility that only counted people used no water.
  const facilities = usage?.byFacility.filter((facility) => facility.litres > 0) ?? [];
  return (
    <UsageWidget usage={usage} measure="litres">
      {facilities.length > 0 && (
        <Stack gap="2">
          <Heading as="h4" size="sm">
            {title}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none" aria-label={title}>
            {facilities.map((facility) => (
              <HStack as="li" key={facility.facilityId} justify="space-between" align="center" gap="3" borderBottomWidth="1px" pb="2">
                <FacilityName facilityName={facility.facilityName} buildingName={facility.buildingName} />
                <Stack gap="0.5" align="flex-end" flexShrink={0}>
                  <Badge colorPalette="blue">{intl.formatMessage(m.litres, { count: facility.litres })}</Badge>
                  <Text fontSize="xs" color="fg.muted">
                    {intl.formatMessage(m.people, { count: facility.people })}
                  </Text>
                </Stack>
              </HStack>
            ))}
          </Stack>
        </Stack>
      )}
    </UsageWidget>
  );
}
