export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'zh', label: '中文' },
] as const;

export type Language = (typeof LANGUAGES)[number]['value'];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.value === value);
}

/** Offsets the settings offer: UTC-11 … UTC+13. */
export const TIMEZONE_OFFSETS: readonly number[] = Array.from({ length: 25 }, (_, i) => i - 11);


export function timezoneOf(offsetHours: number): string {
  return `UTC${offsetHours < 0 ? '-' : '+'}${Math.abs(offsetHours)}`;
}

export const TIMEZONES: readonly string[] = TIMEZONE_OFFSETS.map(timezoneOf);

/**
 * Named (IANA) zones the settings offer beside the offsets, besides the browser's own: a named
 * zone follows its daylight saving, so times and the viewer's days are right all year.
 */
export const NAMED_ZONES: readonly string[] = [
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Moscow',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
];

const NAMED_ZONE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Whether `value` is an IANA zone name this browser knows (`Europe/London`), not a `UTC±N` offset. */
export function isNamedZone(value: unknown): value is string {
  if (typeof value !== 'string' || !NAMED_ZONE.test(value) || TIMEZONES.includes(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The browser's own IANA zone, or null when it names none. */
export function browserZone(): string | null {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isNamedZone(zone) ? zone : null;
}

/** The named zones to choose from: the browser's own first, then `NAMED_ZONES`. */
export function namedZonesOffered(): string[] {
  const own = browserZone();
  return own && !NAMED_ZONES.includes(own) ? [own, ...NAMED_ZONES] : [...NAMED_ZONES];
}

/** A setting's value: a `UTC±N` offset the settings offer, or a named zone. */
export function isTimezone(value: unknown): value is string {
  return typeof value === 'string' && (TIMEZONES.includes(value) || isNamedZone(value));
}

/** Hours east of UTC of a `UTC±N` value, or null if it is not one. */
export function offsetOf(timezone: string): number | null {
  const match = /^UTC([+-])(\d{1,2})$/.exec(timezone);
  if (!match) return null;
  const hours = Number(match[2]) * (match[1] === '-' ? -1 : 1);
  return TIMEZONE_OFFSETS.includes(hours) ? hours : null;
}

/** The IANA zone of a setting: a named zone itself; for a fixed offset, its Etc/GMT zone (note the inverted sign). */
export function ianaZoneOf(timezone: string): string {
  if (isNamedZone(timezone)) return timezone;
  const hours = offsetOf(timezone) ?? 0;
  if (hours === 0) return 'Etc/UTC';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/** Minutes east of UTC of a setting at the instant `at`: a named zone's offset then (its daylight saving included). */
export function offsetMinutesAt(timezone: string, at = Date.now()): number {
  if (!isNamedZone(timezone)) return (offsetOf(timezone) ?? 0) * 60;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((local - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/** The browser's own offset when it is a whole hour in range, else UTC+0. */
export function defaultTimezone(): string {
  const hours = -new Date().getTimezoneOffset() / 60;
  return Number.isInteger(hours) && TIMEZONE_OFFSETS.includes(hours)
    ? timezoneOf(hours)
    : timezoneOf(0);
}

export const STORAGE_KEYS = {
  token: 'authorizationToken',
  language: 'lang',
  timezone: 'timezone',
} as const;
