import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { dashboardMessages as m } from '../messages';
import type { IssueActivity, IssueActivityDay } from '../types';
import { Figures, Widget, WidgetSkeleton } from './widget';

/** Beyond two weeks the bars thin out and the chart scrolls sideways on a phone. */
const DENSE_AFTER_DAYS = 14;
const OPENED = 'orange.solid';
const RESOLVED = 'green.solid';

/** `YYYY-MM-DD` → "Nov 21" in the user's language (a calendar day, so no timezone shift). */
function dayLabel(intl: IntlShape, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1, date));
  if (Number.isNaN(at.getTime())) return day;
  return intl.formatDate(at, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Minutes → "45 min", "3 h 20 min", "26 h"; null → a dash. */
function duration(intl: IntlShape, minutes: number | null): string | null {
  if (minutes === null) return null;
  const rounded = Math.round(minutes);
  if (rounded < 1) return intl.formatMessage(m.durationUnderMinute);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return intl.formatMessage(m.durationMinutes, { minutes: rest });
  if (rest === 0) return intl.formatMessage(m.durationHours, { hours: intl.formatNumber(hours) });
  return intl.formatMessage(m.durationHoursMinutes, { hours: intl.formatNumber(hours), minutes: rest });
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

/** A pair of bars (opened, resolved) per day from plain boxes, with each day's numbers as its label. */
function DailyBars({ days }: { days: IssueActivityDay[] }) {
  const intl = useIntl();
  const max = Math.max(0, ...days.map((day) => Math.max(day.opened, day.resolved)));
  const dense = days.length > DENSE_AFTER_DAYS;
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
          <Legend color={OPENED} label={intl.formatMessage(m.newlyOpened)} />
          <Legend color={RESOLVED} label={intl.formatMessage(m.resolved)} />
        </HStack>
        <Text>{intl.formatMessage(m.highestDay, { count: max })}</Text>
      </HStack>
      <Box ref={scroller} role="group" aria-label={intl.formatMessage(m.perDay)} overflowX="auto" tabIndex={0} pb="1">
        <Stack gap="1" minW={dense ? `${days.length * 8}px` : undefined}>
          <HStack align="stretch" gap={dense ? '3px' : '1'} h="32" borderBottomWidth="1px" borderColor="border">
            {days.map((day) => {
              const label = intl.formatMessage(m.dayBars, { day: dayLabel(intl, day.day), opened: day.opened, resolved: day.resolved });
              return (
                <HStack key={day.day} role="img" aria-label={label} title={label} flex="1" minW="0" gap={dense ? '0' : '1px'} align="flex-end" justify="center">
                  <Bar value={day.opened} max={max} color={OPENED} width={dense ? '2' : '6'} />
                  <Bar value={day.resolved} max={max} color={RESOLVED} width={dense ? '2' : '6'} />
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

/** Issues opened and resolved in the range, open now, the mean time to resolve, and a bar pair per day. */
export function IssuesMonitoringWidget({ activity }: { activity: IssueActivity | undefined }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.issuesMonitoring);
  if (!activity) return <WidgetSkeleton title={title} level="h3" />;
  return (
    <Widget title={title} level="h3">
      <Stack gap="4">
        <Figures
          columns={4}
          figures={[
            { key: 'opened', label: intl.formatMessage(m.newlyOpened), value: activity.opened, palette: 'orange' },
            { key: 'resolved', label: intl.formatMessage(m.resolved), value: activity.resolved, palette: 'green' },
            { key: 'open', label: intl.formatMessage(m.openNow), value: activity.open, palette: 'red' },
            { key: 'meanToResolve', label: intl.formatMessage(m.meanTimeToResolve), value: duration(intl, activity.meanMinutesToResolve) },
          ]}
        />
        {activity.perDay.length > 0 && <DailyBars days={activity.perDay} />}
      </Stack>
    </Widget>
  );
}
