export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'zh', label: '中文' },
] as const;

export type Language = (typeof LANGUAGES)[number]['value'];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.value === value);
}

/** Offsets the settings offer: UTC-11 … UTC+13 (SPEC.md §2). */
export const TIMEZONE_OFFSETS: readonly number[] = Array.from({ length: 25 }, (_, i) => i - 11);


export function timezoneOf(offsetHours: number): string {
  return `UTC${offsetHours < 0 ? '-' : '+'}${Math.abs(offsetHours)}`;
}

export const TIMEZONES: readonly string[] = TIMEZONE_OFFSETS.map(timezoneOf);

export function isTimezone(value: unknown): value is string {
  return typeof value === 'string' && TIMEZONES.includes(value);
}

/** Hours east of UTC of a `UTC±N` value, or null if it is not one. */
export function offsetOf(timezone: string): number | null {
  const match = /^UTC([+-])(\d{1,2})$/.exec(timezone);
  if (!match) return null;
  const hours = Number(match[2]) * (match[1] === '-' ? -1 : 1);
  return TIMEZONE_OFFSETS.includes(hours) ? hours : null;
}

/** The IANA zone for a fixed offset; note the inverted sign of the Etc/GMT zones. */
export function ianaZoneOf(timezone: string): string {
  const hours = offsetOf(timezone) ?? 0;
  if (hours === 0) return 'Etc/UTC';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
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
