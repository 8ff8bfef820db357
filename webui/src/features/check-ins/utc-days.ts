import { offsetMinutesAt } from '@/config/locale';
import type { Period } from '@/components/reports/report-period';

const DAY_MS = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The UTC days that hold the viewer's days of `period` in `timezone` (the list of check-ins
 * takes UTC days, as every list does): east of UTC a day begins on the UTC day before, west
 * of it ends on the UTC day after.
 */
export function utcDaysOf(period: Period, timezone: string): Period {
  const start = Date.parse(`${period.from}T00:00:00Z`);
  const end = Date.parse(`${period.to}T00:00:00Z`) + DAY_MS - 1;
  return {
    from: iso(start - offsetMinutesAt(timezone, start) * 60_000),
    to: iso(end - offsetMinutesAt(timezone, end) * 60_000),
  };
}
