/**
 * Calendar dates (`YYYY-MM-DD`) as the API sends them: days of the estate, with no time of
 * day and no zone. Arithmetic goes through UTC so that no daylight-saving change moves a day.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcOf(iso: string): Date | null {
  const match = ISO.exec(iso);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const isoOfUtc = (date: Date) => date.toISOString().slice(0, 10);

/** The local calendar day of `date` (what the user's calendar shows). */
export function isoDateOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(iso: string, days: number): string {
  const date = utcOf(iso);
  if (!date) return iso;
  date.setUTCDate(date.getUTCDate() + days);
  return isoOfUtc(date);
}

/** Days from `from` to `to`, both counted; 0 when either is not a date or `to` comes first. */
export function daysInclusive(from: string, to: string): number {
  const start = utcOf(from);
  const end = utcOf(to);
  if (!start || !end || end < start) return 0;
  return Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1;
}

/** `MON`…`SUN` of a date, as the API names weekdays. */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export function weekdayOf(iso: string): Weekday | null {
  const date = utcOf(iso);
  if (!date) return null;
  return WEEKDAYS[(date.getUTCDay() + 6) % 7];
}
