import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { records } from '@/testing/api-records';
import { json, mockFetch, type Call } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { CheckInScanRoute } from './check-in-scan';

const facilities = (call: Call) =>
  call.method === 'GET' && call.path === '/api/facilities'
    ? json({ items: [records.facility({ id: 'f1', name: 'Ladies Ground', buildingName: 'Greenway Plaza', floorLabel: 'Ground' })], total: 1, page: 1, pageSize: 99 })
    : undefined;

describe('the check-in scan', () => {
  it('checks in at once with the time of the scan and says where', async () => {
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST' && call.path === '/api/check-ins') {
        const { time } = call.body as { time: string };
        return json({ id: 'c1', facilityId: 'f1', staffId: 'user-1', time }, 201);
      }
      return facilities(call);
    });
    signInAs('cleaner');
    const before = Date.now();
    renderPage(<CheckInScanRoute />, '/check-in/DOOR-1', '/check-in/:code');
    expect(await screen.findByText(/^Checked in at Greenway Plaza · Ground · Ladies Ground at \d{1,2}:\d{2}/)).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    const body = posts[0].body as { code: string; time: string };
    expect(body.code).toBe('DOOR-1');
    expect(Date.parse(body.time)).toBeGreaterThanOrEqual(before - 1000);
    expect(posts[0].headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('keeps the check-in on the phone without a network', async () => {
    mockFetch((call) => {
      if (call.method === 'POST') throw new TypeError('Failed to fetch');
      return facilities(call);
    });
    signInAs('cleaner');
    renderPage(<CheckInScanRoute />, '/check-in/DOOR-2', '/check-in/:code');
    expect(await screen.findByText('Check-in waiting to send')).toBeInTheDocument();
  });
});
