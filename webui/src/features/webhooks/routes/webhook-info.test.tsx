import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastList } from '@/testing/list-screen';
import { json, mockFetch, noContent } from '@/testing/mock-fetch';
import { renderRoutes, signInAs } from '@/testing/test-utils';
import { WebhookInfoRoute } from './webhook-info';

const webhook = {
  id: 'w1',
  companyId: 'c1',
  companyName: 'Harbour Properties',
  url: 'https://hooks.example.com/harbour',
  kinds: ['issue.opened'],
  createdBy: 'a1',
  createdAt: '2026-03-01T08:00:00Z',
};

const attempt = (n: number, more: { outcome: string; statusCode?: number; error?: string; nextAttemptAt?: string }) => ({
  id: `t${n}`,
  deliveryId: 'd1',
  eventId: 'e1',
  kind: 'issue.opened',
  attempt: n,
  attemptedAt: `2026-03-01T09:0${n}:00Z`,
  statusCode: null,
  error: null,
  nextAttemptAt: null,
  ...more,
});

const attempts = [
  attempt(3, { statusCode: 200, outcome: 'delivered' }),
  attempt(2, { error: 'Connection refused', outcome: 'failed', nextAttemptAt: '2026-03-01T09:03:00Z' }),
  attempt(1, { statusCode: 500, outcome: 'failed', nextAttemptAt: '2026-03-01T09:02:00Z' }),
];

function backend() {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/webhooks/w1') return json(webhook);
    if (call.method === 'GET' && call.path === '/api/webhooks/w1/deliveries') {
      const outcomes = call.search.getAll('filter').map((entry) => entry.replace(/^outcome:"(.*)"$/, '$1'));
      const items = attempts.filter((row) => outcomes.length === 0 || outcomes.includes(row.outcome));
      return json({ items, total: items.length, page: 1, pageSize: 20 });
    }
    if (call.method === 'DELETE' && call.path === '/api/webhooks/w1') return noContent();
    return undefined;
  });
}

function open(role = 'll-manager') {
  signInAs(role);
  const page = renderRoutes(
    [
      { path: '/webhooks/webhook-info', element: <WebhookInfoRoute /> },
      { path: '/webhooks/table', element: <p>The list</p> },
    ],
    '/webhooks/webhook-info?webhookId=w1',
  );
  return { ...page, user: userEvent.setup() };
}

describe('a webhook’s page', () => {
  it('shows the webhook and every attempt: time, event, attempt, answer, outcome and next attempt', async () => {
    const { calls } = backend();
    open();
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    await within(table).findByText('Delivered');
    expect(screen.getAllByText('https://hooks.example.com/harbour').length).toBeGreaterThan(0);
    expect(screen.getByText('Harbour Properties')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('200')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Issue opened')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Connection refused')).toHaveAttribute('translate', 'no');
    expect(within(rows[1]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[2]).getByText('500')).toBeInTheDocument();
    expect(within(rows[2]).getByText('1')).toBeInTheDocument();
    expect(lastList(calls, '/api/webhooks/w1/deliveries')?.search.get('sort')).toBe('-attemptedAt');
  });

  it('filters the attempts by outcome on the server', async () => {
    const { calls } = backend();
    const { user } = open('admin');
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    await within(table).findByText('Delivered');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Outcome');
    await user.selectOptions(screen.getByLabelText(/^Value/), 'Failed');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastList(calls, '/api/webhooks/w1/deliveries')?.search.getAll('filter')).toEqual(['outcome:"failed"']));
    await waitFor(() => expect(within(table).queryByText('Delivered')).not.toBeInTheDocument());
  });

  it('deletes the webhook after a confirmation, then shows the list', async () => {
    const { calls } = backend();
    const { user, router } = open('cc-manager');
    await screen.findByRole('table', { name: 'Deliveries' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The webhook to https://hooks.example.com/harbour will be deleted');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/webhooks/table'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/webhooks/w1']);
    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
  });
});
