import { renderHook } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { RESET } from 'jotai/utils';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { todayIn } from '@/components/reports/report-period';
import { ianaZoneOf, isNamedZone, isTimezone, namedZonesOffered, offsetMinutesAt } from '@/config/locale';
import { useDateTimeFormat } from './format';
import { timezoneAtom } from './session-atoms';
import { appStore } from './store';
import { viewerZoneOf } from './viewer-offset';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <IntlProvider locale="en-GB" defaultLocale="en">
        {children}
      </IntlProvider>
    </JotaiProvider>
  );
}

const formatted = (timezone: string, value: string) => {
  appStore.set(timezoneAtom, timezone);
  const { result, unmount } = renderHook(() => useDateTimeFormat(), { wrapper });
  const text = result.current(value);
  unmount();
  return text;
};

describe('a named time zone', () => {
  afterEach(() => appStore.set(timezoneAtom, RESET));

  it('shows times with the zone’s daylight saving, where a fixed offset stays put', () => {
    expect(formatted('Europe/London', '2026-07-01T12:00:00Z')).toContain('13:00');
    expect(formatted('Europe/London', '2026-12-01T12:00:00Z')).toContain('12:00');
    expect(formatted('UTC+0', '2026-07-01T12:00:00Z')).toContain('12:00');
    expect(formatted('America/New_York', '2026-07-01T12:00:00Z')).toContain('08:00');
    expect(formatted('America/New_York', '2026-12-01T12:00:00Z')).toContain('07:00');
  });

  it('is a setting of its own beside the offsets, and used as it is', () => {
    expect(isTimezone('Europe/London')).toBe(true);
    expect(isTimezone('UTC+8')).toBe(true);
    expect(isNamedZone('UTC+8')).toBe(false);
    for (const text of ['Mars/Olympus', '../etc', '', 'Europe/London; x']) expect(isTimezone(text)).toBe(false);
    expect(ianaZoneOf('Europe/London')).toBe('Europe/London');
    expect(ianaZoneOf('UTC+8')).toBe('Etc/GMT-8');
    expect(namedZonesOffered()).toContain('Europe/London');
    expect(namedZonesOffered()[0]).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is sent to the API by name, and counts its offset and today as the zone does then', () => {
    const summer = Date.parse('2026-07-01T23:30:00Z');
    const winter = Date.parse('2026-12-01T23:30:00Z');
    expect(offsetMinutesAt('Europe/London', summer)).toBe(60);
    expect(offsetMinutesAt('Europe/London', winter)).toBe(0);
    expect(offsetMinutesAt('Asia/Kolkata', winter)).toBe(330);
    expect(offsetMinutesAt('UTC+8', summer)).toBe(480);
    expect(todayIn('Europe/London', summer)).toBe('2026-07-02');
    expect(todayIn('Europe/London', winter)).toBe('2026-12-01');
    expect(viewerZoneOf('Europe/London', summer)).toEqual({ utcOffsetMinutes: 60, timeZone: 'Europe/London' });
    expect(viewerZoneOf('UTC-5', summer)).toEqual({ utcOffsetMinutes: -300 });
  });
});
