import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { makeToken } from '@/testing/jwt';
import { storeTokens } from '@/lib/session';
import { timezoneAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { exportList } from './export-list';

describe('exportList', () => {
  afterEach(() => appStore.set(timezoneAtom, 'UTC+0'));

  it('asks for the times of the timezone chosen in the settings', async () => {
    storeTokens({ accessToken: makeToken(), refreshToken: 'r' });
    appStore.set(timezoneAtom, 'UTC+8');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { calls } = mockFetch(
      () =>
        new Response('id\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="devices.csv"' },
        }),
    );
    const name = await exportList('/devices', { search: 'paper' });
    expect(name).toBe('devices.csv');
    expect(calls[0].path).toBe('/api/devices/export');
    expect(calls[0].search.get('utcOffsetMinutes')).toBe('480');
    expect(calls[0].search.get('search')).toBe('paper');
  });
});
