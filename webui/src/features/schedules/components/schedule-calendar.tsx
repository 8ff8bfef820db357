import { Box, HStack, Text } from '@chakra-ui/react';
import type { EventContentArg, EventInput } from '@fullcalendar/core';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { CalendarBox } from '@/components/calendar/calendar-box';
import { ErrorAlert } from '@/components/errors/error-alert';
import { paths, withQuery } from '@/config/paths';
import { addDays, isoDateOf } from '@/lib/dates';
import { languageAtom } from '@/lib/session-atoms';
import { useIsPhone } from '@/lib/use-media-query';
import { useApprovedLeaves } from '../api/get-leave-calendar';
import { useScheduleCalendar } from '../api/get-schedule-calendar';
import { scheduleMessages as m } from '../messages';
import type { CalendarLeave, CalendarRange, Occurrence } from '../types';
import { isNightShift, useScheduleLabels } from './labels';

const SHIFT_COLOUR = '#0f766e';
const LEAVE_COLOUR = '#7c3aed';
/** Grey stripes: the member has leave that day, so the shift will not be worked. */
const ON_LEAVE_BACKGROUND = 'repeating-linear-gradient(135deg, #e4e4e7 0 6px, #f4f4f5 6px 12px)';

type EventKind = { kind: 'shift'; occurrence: Occurrence } | { kind: 'leave'; leave: CalendarLeave };

/** The day a shift ends on: the API's `endDate`, or the next day for a night shift. */
function endDateOf(occurrence: Occurrence): string {
  if (occurrence.endDate) return occurrence.endDate;
  return isNightShift(occurrence.shiftStart, occurrence.shiftEnd) ? addDays(occurrence.date, 1) : occurrence.date;
}

const endsNextDay = (occurrence: Occurrence) => endDateOf(occurrence) !== occurrence.date;

function EventBody({ arg }: { arg: EventContentArg }) {
  const intl = useIntl();
  const props = arg.event.extendedProps as EventKind;
  if (props.kind === 'leave') {
    return (
      <Box px="1" fontSize="xs" truncate title={arg.event.title} data-kind="leave">
        {arg.event.title}
      </Box>
    );
  }
  const { occurrence } = props;
  const name = occurrence.staffName ?? occurrence.staffId;
  // A night shift is drawn on both of its days; each part says when the whole shift ends.
  const end = endsNextDay(occurrence) ? intl.formatMessage(m.nextDayTime, { time: occurrence.shiftEnd }) : occurrence.shiftEnd;
  const label = intl.formatMessage(occurrence.onLeave ? m.occurrenceOnLeave : m.occurrenceLabel, {
    name,
    start: occurrence.shiftStart,
    end,
  });
  return (
    <Box
      px="1"
      fontSize="xs"
      w="full"
      overflow="hidden"
      aria-label={label}
      title={label}
      data-on-leave={occurrence.onLeave ? 'true' : undefined}
      style={occurrence.onLeave ? { backgroundImage: ON_LEAVE_BACKGROUND, color: '#3f3f46' } : undefined}
      textDecoration={occurrence.onLeave ? 'line-through' : undefined}
    >
      <Text as="span" fontWeight="semibold">
        {occurrence.shiftStart}
      </Text>{' '}
      <Text as="span">{name}</Text>
      {occurrence.onLeave && (
        <Text as="span" fontWeight="semibold" textDecoration="none" display="inline-block" ms="1">
          · {intl.formatMessage(m.onLeave)}
        </Text>
      )}
    </Box>
  );
}

function Legend() {
  const intl = useIntl();
  const swatch = (background: string) => <Box as="span" display="inline-block" w="3" h="3" rounded="sm" style={{ background }} />;
  return (
    <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap" aria-label={intl.formatMessage(m.legend)}>
      <HStack gap="1">
        {swatch(SHIFT_COLOUR)} <span>{intl.formatMessage(m.shiftLegend)}</span>
      </HStack>
      <HStack gap="1">
        {swatch(ON_LEAVE_BACKGROUND)} <span>{intl.formatMessage(m.onLeave)}</span>
      </HStack>
      <HStack gap="1">
        {swatch(LEAVE_COLOUR)} <span>{intl.formatMessage(m.leave)}</span>
      </HStack>
    </HStack>
  );
}

/**
 * The schedules as a month or week calendar (weeks start on Monday): each shift of each
 * schedule, from its start to its end (a night shift across both of its days), greyed and
 * striped where the member is on leave, and the approved leaves of the visible range as
 * all-day bars. A shift opens its schedule.
 */
export function ScheduleCalendar() {
  const intl = useIntl();
  const navigate = useNavigate();
  const phone = useIsPhone();
  const language = useAtomValue(languageAtom);
  const labels = useScheduleLabels();
  const [range, setRange] = useState<CalendarRange | null>(null);
  const occurrences = useScheduleCalendar(range);
  const leaves = useApprovedLeaves(range);

  const onDatesSet = useCallback(({ start, end }: { start: Date; end: Date }) => {
    const next = { from: isoDateOf(start), to: addDays(isoDateOf(end), -1) };
    setRange((current) => (current?.from === next.from && current.to === next.to ? current : next));
  }, []);

  const events: EventInput[] = [
    ...(occurrences.data ?? []).map(
      (occurrence): EventInput => ({
        id: `${occurrence.scheduleId}:${occurrence.date}`,
        title: occurrence.staffName ?? occurrence.staffId,
        start: `${occurrence.date}T${occurrence.shiftStart}`,
        end: `${endDateOf(occurrence)}T${occurrence.shiftEnd}`,
        backgroundColor: occurrence.onLeave ? '#f4f4f5' : SHIFT_COLOUR,
        borderColor: occurrence.onLeave ? '#a1a1aa' : SHIFT_COLOUR,
        textColor: occurrence.onLeave ? '#3f3f46' : '#ffffff',
        classNames: occurrence.onLeave ? ['occurrence-on-leave'] : ['occurrence'],
        extendedProps: { kind: 'shift', occurrence } satisfies EventKind,
      }),
    ),
    ...(leaves.data ?? []).map(
      (leave): EventInput => ({
        id: `leave:${leave.leaveId}`,
        title: `${leave.staffName ?? leave.staffId} · ${labels.leaveType(leave.type)}`,
        start: leave.startDate,
        end: addDays(leave.endDate, 1),
        allDay: true,
        backgroundColor: LEAVE_COLOUR,
        borderColor: LEAVE_COLOUR,
        textColor: '#ffffff',
        extendedProps: { kind: 'leave', leave } satisfies EventKind,
      }),
    ),
  ];

  const error = occurrences.error ?? leaves.error;
  return (
    <Box display="flex" flexDirection="column" gap="3">
      {error ? <ErrorAlert error={error} onRetry={() => void Promise.all([occurrences.refetch(), leaves.refetch()])} /> : null}
      <Legend />
      <CalendarBox
        busy={occurrences.isFetching || leaves.isFetching}
        css={{
          '& .fc .fc-button': { padding: { base: '0.2rem 0.45rem', md: '0.4rem 0.65rem' } },
          '& .fc-event': { cursor: 'pointer' },
        }}
      >
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
          initialView={phone ? 'timeGridDay' : 'dayGridMonth'}
          headerToolbar={{
            left: 'prev,next today',
            center: 'title',
            right: phone ? 'dayGridMonth,timeGridDay' : 'dayGridMonth,timeGridWeek,timeGridDay',
          }}
          firstDay={1}
          locales={[zhCnLocale]}
          locale={language === 'zh' ? 'zh-cn' : 'en'}
          height="auto"
          eventDisplay="block"
          displayEventEnd
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          dayMaxEvents={phone ? 2 : 4}
          events={events}
          datesSet={onDatesSet}
          eventContent={(arg) => <EventBody arg={arg} />}
          eventClick={(info) => {
            const props = info.event.extendedProps as EventKind;
            if (props.kind === 'shift') navigate(withQuery(paths.scheduleInfo, { scheduleId: props.occurrence.scheduleId }));
          }}
        />
      </CalendarBox>
      <Text srOnly aria-live="polite">
        {occurrences.isError ? intl.formatMessage(m.calendarError) : ''}
      </Text>
    </Box>
  );
}
