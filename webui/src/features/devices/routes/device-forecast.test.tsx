import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { records } from '@/testing/api-records';
import { DeviceInfoRoute } from './device-info';

const NOW = new Date('2026-11-21T08:00:00Z');

const paper = records.device({
  id: 'd1', name: 'Paper L1', type: 'toilet-paper', typeTitle: 'Toilet paper level sensor', deviceId: 'id:6:DE3000000001',
  landlordId: 'l1', landlordName: 'Greenway Estates', facilityId: 'fa1', facilityName: 'Gents Level 1',
  status: 'ONLINE', level: 40, createdAt: '2026-11-20T08:00:00Z', version: 1,
});

function show(device: unknown) {
  mockFetch((call) => {
    if (call.path === '/api/devices/d1') return json(device);
    if (call.path === '/api/devices/d1/series') return json({ from: '2026-11-20', to: '2026-11-21', hours: [] });
    return undefined;
  });
  signInAs('admin');
  renderPage(<DeviceInfoRoute />, '/devices/device-info?deviceId=d1');
}

/** The forecast card's value beside `label`. */
async function forecastValue(label: string): Promise<string | null | undefined> {
  const card = (await screen.findByRole('heading', { name: 'Refill forecast' })).closest('.chakra-card__root') as HTMLElement;
  return within(card).getByText(label).nextElementSibling?.textContent;
}

describe('the device page’s refill forecast', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows when the roll runs out, its level and how fast it is used', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    show({ ...paper, forecast: { level: 40, ratePerHour: -8, dueAt: '2026-11-21T13:00:00.000000Z', readings: 12 } });
    expect(await forecastValue('Runs out')).toBe('due in 5 h');
    expect(await forecastValue('Level at the latest reading')).toBe('40%');
    expect(await forecastValue('Rate per hour')).toBe('-8 % per hour');
    expect(await forecastValue('Readings since the last refill')).toBe('12');
  });

  it('shows when a bin fills', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    show({ ...paper, type: 'bin-full', forecast: { level: 70, ratePerHour: 2.5, dueAt: '2026-11-22T08:00:00.000000Z', readings: 5 } });
    expect(await forecastValue('Full')).toBe('due in 24 h');
    expect(await forecastValue('Rate per hour')).toBe('+2.5 % per hour');
  });

  it('says a level device has too few readings to forecast yet', async () => {
    show({ ...paper, forecast: null });
    expect(await forecastValue('Due')).toBe('Not enough readings since the last refill to forecast yet.');
  });

  it('shows no forecast for a device without a level', async () => {
    show({ ...paper, type: 'odour', level: null, forecast: null });
    await screen.findByRole('heading', { name: 'Live state' });
    expect(screen.queryByRole('heading', { name: 'Refill forecast' })).not.toBeInTheDocument();
  });
});
