import { Box, HStack } from '@chakra-ui/react';
import type { EventInput } from '@fullcalendar/core';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLeaveCalendar, type LeaveRange } from '@/api/get-leave-calendar';
import { CalendarBox } from '@/components/calendar/calendar-box';
import { ErrorAlert } from '@/components/errors/error-alert';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { addDays, isoDateOf } from '@/lib/dates';
import { languageAtom, roleAtom } from '@/lib/session-atoms';
import { leaveMessages as m } from '../messages';
import type { CalendarLeave } from '../types';
import { STATUS_COLOUR, useLeaveLabels } from './labels';

/** The leaves over the visible month or week as all-day bars (weeks start on Monday), coloured by status. */
export function LeaveCalendar() {
  const intl = useIntl();
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const canOpen = isPathAllowed(useAtomValue(roleAtom), paths.leaveInfo);
  const labels = useLeaveLabels();
  const [range, setRange] = useState<LeaveRange | null>(null);
  const leaves = useLeaveCalendar(range);

  const onDatesSet = useCallback(({ start, end }: { start: Date; end: Date }) => {
    const next = { from: isoDateOf(start), to: addDays(isoDateOf(end), -1) };
    setRange((current) => (current?.from === next.from && current.to === next.to ? current : next));
  }, []);

  const events: EventInput[] = (leaves.data ?? []).map((leave) => {
    const colour = STATUS_COLOUR[leave.status]?.hex ?? '#71717a';
    return {
      id: leave.leaveId,
      title: `${leave.staffName ?? leave.staffId} · ${labels.type(leave.type)}`,
      start: leave.startDate,
      end: addDays(leave.endDate, 1),
      allDay: true,
      backgroundColor: leave.status === 'PENDING' ? '#fff7ed' : colour,
      borderColor: colour,
      textColor: leave.status === 'PENDING' ? colour : '#ffffff',
      extendedProps: { leave },
    };
  });

  return (
    <Box display="flex" flexDirection="column" gap="3">
      {leaves.error ? <ErrorAlert error={leaves.error} onRetry={() => void leaves.refetch()} /> : null}
      <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap" aria-label={intl.formatMessage(m.legend)}>
        {(['PENDING', 'APPROVED'] as const).map((status) => (
          <HStack key={status} gap="1">
            <Box as="span" display="inline-block" w="3" h="3" rounded="sm" borderWidth="1px" style={{ background: STATUS_COLOUR[status].hex }} />
            <span>{labels.status(status)}</span>
          </HStack>
        ))}
      </HStack>
      <CalendarBox busy={leaves.isFetching} css={{ '& .fc-event': { cursor: canOpen ? 'pointer' : 'default' } }}>
        <FullCalendar
          plugins={[dayGridPlugin, interactionPlugin]}
          initialView="dayGridMonth"
          headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,dayGridWeek' }}
          firstDay={1}
          locales={[zhCnLocale]}
          locale={language === 'zh' ? 'zh-cn' : 'en'}
          height="auto"
          events={events}
          datesSet={onDatesSet}
          eventContent={(arg) => {
            const leave = arg.event.extendedProps.leave as CalendarLeave;
            const label = intl.formatMessage(m.eventLabel, {
              name: leave.staffName ?? leave.staffId,
              type: labels.type(leave.type),
              status: labels.status(leave.status),
            });
            return (
              <Box px="1" truncate title={label} aria-label={label} data-status={leave.status}>
                {arg.event.title}
              </Box>
            );
          }}
          eventClick={(info) => {
            if (canOpen) navigate(withQuery(paths.leaveInfo, { leaveId: (info.event.extendedProps.leave as CalendarLeave).leaveId }));
          }}
        />
      </CalendarBox>
    </Box>
  );
}
