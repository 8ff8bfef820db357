import { describe, expect, it } from 'vitest';
import { TIMEZONE_OFFSETS } from '@/config/locale';
import { utcDaysOf } from './utc-days';

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const zoneOf = (hours: number) => `UTC${hours >= 0 ? '+' : '-'}${Math.abs(hours)}`;

describe('the UTC days of the viewer’s days', () => {
  it('reach back a day east of UTC and forward a day west of it', () => {
    expect(utcDaysOf({ from: '2026-11-18', to: '2026-11-18' }, 'UTC+8')).toEqual({ from: '2026-11-17', to: '2026-11-18' });
    expect(utcDaysOf({ from: '2026-11-18', to: '2026-11-18' }, 'UTC-5')).toEqual({ from: '2026-11-18', to: '2026-11-19' });
  });

  it('hold every moment of the viewer’s days, and no more than a day either side, in every zone the settings offer', () => {
    for (const hours of TIMEZONE_OFFSETS) {
      for (const from of ['2024-02-28', '2024-12-31', '2026-01-01', '2026-11-18']) {
        for (const length of [0, 1, 30]) {
          const to = dayAfter(from, length);
          const utc = utcDaysOf({ from, to }, zoneOf(hours));
          const first = Date.parse(`${from}T00:00:00Z`) - hours * 3_600_000;
          const last = Date.parse(`${to}T23:59:59.999Z`) - hours * 3_600_000;
          expect(Date.parse(`${utc.from}T00:00:00Z`), `${zoneOf(hours)} ${from}`).toBeLessThanOrEqual(first);
          expect(Date.parse(`${utc.to}T23:59:59.999Z`), `${zoneOf(hours)} ${to}`).toBeGreaterThanOrEqual(last);
          expect([dayAfter(from, -1), from]).toContain(utc.from);
          expect([to, dayAfter(to, 1)]).toContain(utc.to);
        }
      }
    }
  });
});
