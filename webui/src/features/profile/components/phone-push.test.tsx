import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, noContent, type Call } from '@/testing/mock-fetch';
import { renderAs } from '@/testing/test-utils';
import type { BrowserPush } from '../api/push';
import { PhonePush } from './phone-push';

const KEY = 'BOrDkXhTzFfD0d7zVd3P1O2RrWb9tq0Q9vGq1y2w3x4z5A6B7C8D9E0F1G2H3I4J5K6L7M8N9O0P1Q2R3S4T5U6';
const SUBSCRIPTION = { endpoint: 'https://push.example.com/send/abc', expirationTime: null, keys: { p256dh: 'BPoint', auth: 'secret' } };

/** The push calls; each answers as the server does. */
function backend() {
  return mockFetch((call) => {
    if (call.path === '/api/push/key') return json({ publicKey: KEY });
    if (call.path === '/api/push/subscriptions') return call.method === 'POST' ? new Response(null, { status: 201 }) : noContent();
    return undefined;
  });
}

function fakeBrowser(over: Partial<BrowserPush> = {}): BrowserPush {
  return {
    supported: () => true,
    permission: () => 'default',
    requestPermission: vi.fn(async () => 'granted' as const),
    current: vi.fn(async () => null),
    subscribe: vi.fn(async () => SUBSCRIPTION),
    unsubscribe: vi.fn(async () => SUBSCRIPTION.endpoint),
    ...over,
  };
}

const pushCalls = (calls: Call[], method: string) => calls.filter((c) => c.path === '/api/push/subscriptions' && c.method === method);

describe('notifications on this phone', () => {
  it('asks permission, subscribes with the console key and tells the server, in the language chosen', async () => {
    const { calls } = backend();
    const browser = fakeBrowser();
    const { user } = renderAs('cleaner', <PhonePush push={browser} />);
    const toggle = await screen.findByRole('checkbox', { name: 'Notify me on this phone' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(pushCalls(calls, 'POST')).toHaveLength(1));
    expect(browser.requestPermission).toHaveBeenCalled();
    expect(browser.subscribe).toHaveBeenCalledWith(KEY);
    expect(pushCalls(calls, 'POST')[0]?.body).toEqual({ endpoint: SUBSCRIPTION.endpoint, keys: { p256dh: 'BPoint', auth: 'secret' }, language: 'en' });
    expect(await screen.findByText('This phone is told of each new issue.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('unsubscribes this browser and tells the server which endpoint', async () => {
    const { calls } = backend();
    const browser = fakeBrowser({ permission: () => 'granted', current: vi.fn(async () => SUBSCRIPTION) });
    const { user } = renderAs('supervisor', <PhonePush push={browser} />);
    const toggle = await screen.findByRole('checkbox', { name: 'Notify me on this phone' });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(pushCalls(calls, 'POST')).toHaveLength(1); // a subscription the server may have forgotten, told again

    await user.click(toggle);
    await waitFor(() => expect(pushCalls(calls, 'DELETE')).toHaveLength(1));
    expect(pushCalls(calls, 'DELETE')[0]?.body).toEqual({ endpoint: SUBSCRIPTION.endpoint });
    expect(browser.unsubscribe).toHaveBeenCalled();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('stays off when the permission is refused at the prompt', async () => {
    const { calls } = backend();
    const browser = fakeBrowser({ requestPermission: vi.fn(async () => 'denied' as const) });
    const { user } = renderAs('cleaner', <PhonePush push={browser} />);
    const toggle = await screen.findByRole('checkbox', { name: 'Notify me on this phone' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(browser.requestPermission).toHaveBeenCalled());
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(pushCalls(calls, 'POST')).toHaveLength(0);
    expect(toggle).not.toBeChecked();
  });

  it('is off and says why where the browser has no push, or notifications are blocked', async () => {
    backend();
    const { unmount } = renderAs('cleaner', <PhonePush push={fakeBrowser({ supported: () => false })} />);
    expect(await screen.findByText(/This browser cannot show notifications/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Notify me on this phone' })).toBeDisabled();
    unmount();

    renderAs('cleaner', <PhonePush push={fakeBrowser({ permission: () => 'denied' })} />);
    expect(await screen.findByText(/blocked in this browser's settings/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Notify me on this phone' })).toBeDisabled();
  });
});
