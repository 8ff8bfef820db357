import { useIntl, type MessageDescriptor } from 'react-intl';
import { WEEKDAYS } from '@/lib/dates';
import { scheduleMessages as m } from '../messages';

const pick = (prefix: string, key: string | null | undefined): MessageDescriptor | undefined =>
  (m as Record<string, MessageDescriptor>)[`${prefix}${key ?? ''}`];

const ROLE = { supervisor: m.roleSupervisor, cleaner: m.roleCleaner, worker: m.roleWorker } as Record<string, MessageDescriptor>;

/** A shift that ends before it starts (by the clock) ends the next day: a night shift. */
export const isNightShift = (start: string, end: string): boolean => Boolean(start && end) && end < start;

/** The words the schedule screens show for the API's codes, in the user's language. */
export function useScheduleLabels() {
  const intl = useIntl();
  const say = (descriptor: MessageDescriptor | undefined, fallback: string | null | undefined) =>
    descriptor ? intl.formatMessage(descriptor) : (fallback ?? '—');
  // 2024-01-01 was a Monday: the weekday names of the user's language, Monday first.
  const dayNames = WEEKDAYS.map((_, index) => intl.formatDate(Date.UTC(2024, 0, 1 + index), { weekday: 'short', timeZone: 'UTC' }));
  return {
    type: (type: string | null | undefined) => say(pick('type', type), type),
    role: (role: string | null | undefined) => say(role ? ROLE[role] : undefined, role),
    leaveType: (type: string | null | undefined) => say(pick('leave', type), type),
    dayName: (day: string) => dayNames[WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number])] ?? day,
    /** `08:00–16:00`, or `22:00–06:00 the next day` for a night shift. */
    shift: (start: string, end: string) => `${start}–${isNightShift(start, end) ? intl.formatMessage(m.nextDayTime, { time: end }) : end}`,
    days: (days: readonly string[]) => WEEKDAYS.filter((day) => days.includes(day)).map((day) => dayNames[WEEKDAYS.indexOf(day)]).join(', '),
  };
}
