import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { ianaZoneOf } from '@/config/locale';
import { timezoneAtom } from './session-atoms';

/** Formats instants in the timezone chosen in the settings. */
export function useDateTimeFormat(): (value: string | null | undefined) => string {
  const intl = useIntl();
  const timezone = useAtomValue(timezoneAtom);
  const timeZone = ianaZoneOf(timezone);
  return (value) => {
    if (!value) return '—';
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return value;
    return intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  };
}

/** Calendar dates (`YYYY-MM-DD`) have no timezone: they are shown as the day they name. */
export function useDateFormat(): (value: string | null | undefined) => string {
  const intl = useIntl();
  return (value) => {
    if (!value) return '—';
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (!match) return value;
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return intl.formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' });
  };
}

/** The hour and minute of an instant (HH:MM) in the timezone chosen in the settings. */
export function useTimeFormat(): (value: string | number | null | undefined) => string {
  const intl = useIntl();
  const timeZone = ianaZoneOf(useAtomValue(timezoneAtom));
  return (value) => {
    if (value === null || value === undefined || value === '') return '—';
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? String(value) : intl.formatTime(date, { hour: '2-digit', minute: '2-digit', timeZone });
  };
}
