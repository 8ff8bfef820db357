import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, sentBody, type Call } from '@/testing/mock-fetch';
import { renderAs } from '@/testing/test-utils';
import { NewWebhookFormRoute } from './new-webhook-form';
import { records } from '@/testing/api-records';

const created = {
  id: 'w9',
  companyId: 'c1',
  companyName: 'Harbour Properties',
  url: 'https://hooks.example.com/in',
  kinds: ['issue.opened'],
  createdBy: 'a1',
  createdAt: '2026-03-01T08:00:00Z',
};

/** The companies the admin chooses from, and a webhook created (or the server's refusal). */
function backend(answer: (call: Call) => Response = () => json(created, 201)) {
  return mockFetch((call) => {
    if (call.path === '/api/companies/landlords') return json({ items: [records.company({ id: 'c1', name: 'Harbour Properties' })], total: 1, page: 1, pageSize: 20 });
    if (call.path === '/api/companies/cleaning-companies') return json({ items: [records.company({ id: 'c2', name: 'Sparkle Cleaning' })], total: 1, page: 1, pageSize: 20 });
    if (call.method === 'POST' && call.path === '/api/webhooks') return answer(call);
    return undefined;
  });
}

describe('a new webhook', () => {
  it('sends the address, the events ticked and a generated secret, then shows the secret once', async () => {
    const { calls } = backend();
    const { user } = renderAs('ll-manager', <NewWebhookFormRoute />);
    expect(screen.queryByLabelText('Company')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Address/), 'https://hooks.example.com/in');
    await user.click(screen.getByRole('checkbox', { name: 'Issue opened' }));
    await user.click(screen.getByRole('button', { name: 'Generate a secret' }));
    const secret = (screen.getByLabelText(/^Secret/) as HTMLInputElement).value;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await sentBody(calls)).toEqual({ url: 'https://hooks.example.com/in', kinds: ['issue.opened'], secret });
    expect(await screen.findByText('Webhook created')).toBeInTheDocument();
    expect(screen.getByTestId('webhook-secret')).toHaveTextContent(secret);
    expect(screen.getByText(/the console will not show it again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the webhook' })).toHaveAttribute('href', '/webhooks/webhook-info?webhookId=w9');
    expect(calls.some((call) => call.path.startsWith('/api/companies'))).toBe(false);
  });

  it('lets the system admin give the webhook to a company of either kind', async () => {
    const { calls } = backend();
    const { user } = renderAs('admin', <NewWebhookFormRoute />);
    const company = screen.getByLabelText('Company');
    await within(company).findByRole('option', { name: 'Sparkle Cleaning · Cleaning company' });
    expect(within(company).getByRole('option', { name: 'The whole console' })).toBeInTheDocument();
    await user.selectOptions(company, 'Sparkle Cleaning · Cleaning company');
    await user.type(screen.getByLabelText(/^Address/), 'http://10.0.0.5:8080/hook');
    await user.click(screen.getByRole('checkbox', { name: 'Issue resolved' }));
    await user.click(screen.getByRole('checkbox', { name: 'Device offline' }));
    await user.type(screen.getByLabelText(/^Secret/), 'a-long-enough-secret');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await sentBody(calls)).toEqual({
      url: 'http://10.0.0.5:8080/hook',
      kinds: ['issue.resolved', 'device.offline'],
      secret: 'a-long-enough-secret',
      companyId: 'c2',
    });
  });

  it('asks for an http address, an event and a long enough secret before sending anything', async () => {
    const { calls } = backend();
    const { user } = renderAs('cc-manager', <NewWebhookFormRoute />);
    await user.type(screen.getByLabelText(/^Address/), 'ftp://hooks.example.com');
    await user.type(screen.getByLabelText(/^Secret/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Enter an address that starts with http:// or https://')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument();
    expect(screen.getByText('At least 16 characters')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('puts the server’s refusal of the address on its field, and keeps the secret unshown', async () => {
    const refusal = {
      message: 'The body is not valid',
      code: 'invalid-input',
      params: {},
      violations: [{ field: 'url', message: 'A link-local address is refused', code: 'invalid', params: {} }],
    };
    backend(() => json(refusal, 400));
    const { user } = renderAs('cc-manager', <NewWebhookFormRoute />);
    await user.type(screen.getByLabelText(/^Address/), 'http://169.254.169.254/latest');
    await user.click(screen.getByRole('checkbox', { name: 'Issue opened' }));
    await user.type(screen.getByLabelText(/^Secret/), 'a-long-enough-secret');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A link-local address is refused')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument());
  });
});
