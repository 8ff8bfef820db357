import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timezoneAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { DeviceInfoRoute } from './device-info';
import { records } from '@/testing/api-records';

const device = records.device({
  id: 'd1', name: 'Climate LG', type: 'temp-humidity', typeTitle: 'Temperature & humidity sensor', deviceId: 'id:6:DE3000000009',
  landlordId: 'l1', landlordName: 'Greenway Estates', facilityId: 'fa1', facilityName: 'Ladies Ground', floorLabel: 'Ground',
  buildingName: 'Greenway Plaza', status: 'ONLINE', battery: 'charged', batteryVoltage: 3.6, signal: 'good', rssi: -70,
  createdAt: '2026-11-20T08:00:00Z', version: 1, uptime: { last7Days: 0.9524, last30Days: 0.875 },
  uri: 'coap://gw-1.example/d1',
  location: { latitude: 1.29027, longitude: 103.851959, altitude: 15.5, heading: null, speed: 1.2 },
});

/** Hours of a climate sensor: temperature, humidity, battery and signal; no level, people or litres. */
const hours = [
  { hour: '2026-11-21T06:00:00Z', level: null, battery: 3.61, rssi: -71, people: null, litres: null, temperature: 24.5, humidity: 61 },
  { hour: '2026-11-21T07:00:00Z', level: null, battery: 3.6, rssi: -70, people: null, litres: null, temperature: 25.5, humidity: 63 },
];

function backend() {
  return mockFetch((call) => {
    if (call.path === '/api/devices/d1') return json(device);
    if (call.path === '/api/devices/d1/series') return json({ from: '2026-11-15', to: '2026-11-21', hours });
    return undefined;
  });
}

const seriesCalls = (calls: { path: string; search: URLSearchParams }[]) => calls.filter((c) => c.path === '/api/devices/d1/series');

describe('device info', () => {
  afterEach(() => {
    cleanup();
    appStore.set(timezoneAtom, RESET);
    vi.useRealTimers();
  });

  it('shows the device’s URI and location, and charts only the series it reports', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T08:30:00Z') });
    appStore.set(timezoneAtom, 'UTC+8');
    const { calls } = backend();
    signInAs('admin');
    renderPage(<DeviceInfoRoute />, '/devices/device-info?deviceId=d1');
    expect(await screen.findByText('coap://gw-1.example/d1')).toBeInTheDocument();
    expect(screen.getByText('1.29027, 103.851959')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open on a map' })).toHaveAttribute('href', expect.stringContaining('mlat=1.29027&mlon=103.851959'));
    // What else the location said, and nothing of what it left out.
    expect(screen.getByText('altitude 15.5 m, speed 1.2 m/s')).toBeInTheDocument();
    expect(screen.queryByText(/heading/)).not.toBeInTheDocument();

    const charts = await screen.findByRole('region', { name: 'Readings over time' });
    await within(charts).findByRole('region', { name: 'Temperature (°C)' });
    const shown = within(charts).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(shown).toEqual(['Battery (V)', 'Signal (RSSI, dBm)', 'Temperature (°C)', 'Humidity (%)']);
    expect(within(within(charts).getByRole('region', { name: 'Temperature (°C)' })).getByText('2 hours with a value; lowest 24.5°C, highest 25.5°C, latest 25.5°C')).toBeInTheDocument();
    expect(within(within(charts).getByRole('region', { name: 'Battery (V)' })).getByText('2 hours with a value; lowest 3.6 V, highest 3.61 V, latest 3.6 V')).toBeInTheDocument();
    // The last 24 hours in the viewer's days: yesterday and today at UTC+8.
    expect(seriesCalls(calls).map((c) => c.search.toString())).toEqual(['from=2026-11-20&to=2026-11-21&utcOffsetMinutes=480']);
  });

  it('shows the device’s own uptime over the last 7 and 30 days', async () => {
    backend();
    signInAs('ll-manager');
    renderPage(<DeviceInfoRoute />, '/devices/device-info?deviceId=d1');
    const live = (await screen.findByRole('heading', { name: 'Live state' })).closest('.chakra-card__root') as HTMLElement;
    const value = (label: string) => within(live).getByText(label).nextElementSibling?.textContent;
    expect(value('Uptime, last 7 days')).toBe('95%');
    expect(value('Uptime, last 30 days')).toBe('88%');
  });

  it('says there is no hour to count yet for a device that has just come', async () => {
    mockFetch((call) => {
      if (call.path === '/api/devices/d1') return json({ ...device, uptime: { last7Days: null, last30Days: null } });
      if (call.path === '/api/devices/d1/series') return json({ from: '2026-11-15', to: '2026-11-21', hours: [] });
      return undefined;
    });
    signInAs('admin');
    renderPage(<DeviceInfoRoute />, '/devices/device-info?deviceId=d1');
    expect(await screen.findAllByText('No hour to count yet')).toHaveLength(2);
  });

  it('asks for 7 or 31 days when chosen', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T08:30:00Z') });
    const { calls } = backend();
    signInAs('ll-manager');
    renderPage(<DeviceInfoRoute />, '/devices/device-info?deviceId=d1');
    await screen.findByRole('region', { name: 'Humidity (%)' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() => expect(seriesCalls(calls).at(-1)?.search.get('from')).toBe('2026-11-15'));
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 31 days');
    await waitFor(() => expect(seriesCalls(calls).at(-1)?.search.get('from')).toBe('2026-10-22'));
    expect(seriesCalls(calls).at(-1)?.search.get('to')).toBe('2026-11-21');
  });

  it('says so when the device reported nothing in the period', async () => {
    mockFetch((call) => {
      if (call.path === '/api/devices/d1') return json({ ...device, uri: null, location: null });
      if (call.path === '/api/devices/d1/series') return json({ from: '2026-11-15', to: '2026-11-21', hours: [] });
      return undefined;
    });
    signInAs('admin');
    renderPage(<DeviceInfoRoute />, '/devices/device-info?deviceId=d1');
    expect(await screen.findByText('The device reported nothing in this period.')).toBeInTheDocument();
    expect(screen.queryByText('URI')).not.toBeInTheDocument();
    expect(screen.queryByText('Location')).not.toBeInTheDocument();
  });
});

describe('device info of a device offline', () => {
  afterEach(() => cleanup());

  it('says in words why it is offline, and how often it reports', async () => {
    const offline = { ...device, status: 'OFFLINE', connectionStatus: 'OFFLINE', health: 'alert', offlineReason: 'gateway-silent', reportingIntervalSeconds: 600 };
    mockFetch((call) => {
      if (call.path === '/api/devices/d1') return json(offline);
      if (call.path === '/api/devices/d1/series') return json({ from: '2026-11-15', to: '2026-11-21', hours: [] });
      return undefined;
    });
    signInAs('admin');
    renderPage(<DeviceInfoRoute />, '/devices/device-info?deviceId=d1');
    expect(await screen.findByText('Its gateway has stopped sending heartbeats too')).toBeInTheDocument();
    expect(screen.getByText('Why offline')).toBeInTheDocument();
    expect(screen.getByText('Every 600 seconds')).toBeInTheDocument();
  });
});
