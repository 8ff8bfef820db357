import type { IntlShape } from 'react-intl';
import { reportMessages as m } from './messages';

/** Minutes → "45 min", "3 h 20 min", "26 h"; null → null (shown as a dash). */
export function formatDuration(intl: IntlShape, minutes: number | null): string | null {
  if (minutes === null) return null;
  const rounded = Math.round(minutes);
  if (rounded < 1) return intl.formatMessage(m.durationUnderMinute);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return intl.formatMessage(m.durationMinutes, { minutes: rest });
  if (rest === 0) return intl.formatMessage(m.durationHours, { hours: intl.formatNumber(hours) });
  return intl.formatMessage(m.durationHoursMinutes, { hours: intl.formatNumber(hours), minutes: rest });
}

/** A share 0..1 as a percentage ("87%"); null → null. */
export function formatShare(intl: IntlShape, share: number | null): string | null {
  return share === null ? null : intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
}
