import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { dashboardMessages as m } from '../messages';

/** Beyond two weeks the bars thin out and the chart scrolls sideways on a phone. */
const DENSE_AFTER_DAYS = 14;

/** `YYYY-MM-DD` → "Nov 21" in the user's language (a calendar day, so no timezone shift). */
export function dayLabel(intl: IntlShape, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1, date));
  if (Number.isNaN(at.getTime())) return day;
  return intl.formatDate(at, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** One bar a day: its name in the legend, its colour and its value. */
export interface BarSeries<T> {
  key: string;
  label: string;
  color: string;
  value: (day: T) => number;
}

function Bar({ value, max, color, width }: { value: number; max: number; color: string; width: string }) {
  return (
    <Box
      flex="1"
      maxW={width}
      bg={color}
      roundedTop="sm"
      h={max > 0 ? `${(value / max) * 100}%` : '0'}
      minH={value > 0 ? '2px' : '0'}
    />
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <HStack gap="1.5">
      <Box boxSize="2.5" rounded="sm" bg={color} aria-hidden />
      <Text>{label}</Text>
    </HStack>
  );
}

interface DayBarsProps<T extends { day: string }> {
  /** Oldest first, at least one. */
  days: T[];
  /** One bar per series and day; a legend when there are several. */
  series: BarSeries<T>[];
  /** The chart's accessible name. */
  label: string;
  /** The accessible label of one day's bars, given the day as "Nov 21". */
  dayText: (day: T, date: string) => string;
  /** The busiest day's value as text ("36.5 litres"); a plain number without. */
  peakText?: (value: number) => string;
}

/** Bars per day from plain boxes, each day labelled with its numbers; today is scrolled into view. */
export function DayBars<T extends { day: string }>({ days, series, label, dayText, peakText }: DayBarsProps<T>) {
  const intl = useIntl();
  const max = Math.max(0, ...days.flatMap((day) => series.map((one) => one.value(day))));
  const dense = days.length > DENSE_AFTER_DAYS;
  const barWidth = dense ? '2' : '6';
  const scroller = useRef<HTMLDivElement>(null);
  // When the chart is wider than the screen, today is what is wanted first.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [days.length]);
  return (
    <Stack gap="2">
      <HStack justify="space-between" gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
        <HStack gap="3">
          {series.length > 1 && series.map((one) => <Legend key={one.key} color={one.color} label={one.label} />)}
        </HStack>
        <Text>{intl.formatMessage(m.highestDay, { count: peakText ? peakText(max) : intl.formatNumber(max) })}</Text>
      </HStack>
      <Box ref={scroller} role="group" aria-label={label} overflowX="auto" tabIndex={0} pb="1">
        <Stack gap="1" minW={dense ? `${days.length * 8}px` : undefined}>
          <HStack align="stretch" gap={dense ? '3px' : '1'} h="32" borderBottomWidth="1px" borderColor="border">
            {days.map((day) => {
              const text = dayText(day, dayLabel(intl, day.day));
              return (
                <HStack key={day.day} role="img" aria-label={text} title={text} flex="1" minW="0" gap={dense ? '0' : '1px'} align="flex-end" justify="center">
                  {series.map((one) => (
                    <Bar key={one.key} value={one.value(day)} max={max} color={one.color} width={barWidth} />
                  ))}
                </HStack>
              );
            })}
          </HStack>
          {!dense && (
            <HStack gap="1" fontSize="xs" color="fg.muted" aria-hidden>
              {days.map((day) => (
                <Text key={day.day} flex="1" minW="0" textAlign="center">
                  {intl.formatNumber(Number(day.day.slice(8, 10)))}
                </Text>
              ))}
            </HStack>
          )}
          <HStack justify="space-between" gap="3" fontSize="xs" color="fg.muted" aria-hidden>
            <Text>{dayLabel(intl, days[0].day)}</Text>
            <Text>{dayLabel(intl, days[days.length - 1].day)}</Text>
          </HStack>
        </Stack>
      </Box>
    </Stack>
  );
}
