import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteRows, listBackend, openList } from '@/testing/list-backend';
import { lastList } from '@/testing/list-screen';
import { WebhooksTable } from './webhooks-table';

const webhooks = [
  {
    id: 'w1',
    companyId: 'c1',
    companyName: 'Harbour Properties',
    url: 'https://hooks.example.com/harbour',
    kinds: ['issue.opened', 'issue.resolved'],
    createdBy: 'a1',
    createdAt: '2026-03-01T08:00:00Z',
    lastOutcome: 'dead-lettered',
    lastAttemptAt: '2026-03-04T09:30:00Z',
  },
  { id: 'w2', companyId: null, companyName: null, url: 'https://ops.example.com/all', kinds: ['device.offline'], createdBy: 'a1', createdAt: '2026-03-02T08:00:00Z', lastOutcome: null, lastAttemptAt: null },
];

const backend = () => listBackend({ lists: { '/api/webhooks': webhooks }, filters: () => [] });

describe('the webhooks list', () => {
  it('shows each address linking to its page, its company (or the whole console) and its events by name', async () => {
    const { calls } = backend();
    await openList('admin', <WebhooksTable />, 'https://hooks.example.com/harbour');
    expect(screen.getByRole('link', { name: 'https://hooks.example.com/harbour' })).toHaveAttribute('href', '/webhooks/webhook-info?webhookId=w1');
    expect(screen.getByText('Harbour Properties')).toBeInTheDocument();
    expect(screen.getByText('The whole console')).toBeInTheDocument();
    expect(screen.getByText('Issue opened, Issue resolved')).toBeInTheDocument();
    expect(screen.getByText('Device offline')).toBeInTheDocument();
    expect(screen.queryByText('issue.opened')).not.toBeInTheDocument();
    expect(lastList(calls, '/api/webhooks')?.search.get('sort')).toBe('-createdAt');
  });

  it('shows how each receiver fared last, or that nothing was sent yet', async () => {
    backend();
    await openList('admin', <WebhooksTable />, 'https://hooks.example.com/harbour');
    const given = screen.getByText('Given up');
    expect(given.closest('tr')).toHaveTextContent('https://hooks.example.com/harbour');
    expect(given.closest('tr')).toHaveTextContent(/Mar 4, 2026/);
    expect(screen.getByText('Nothing sent yet').closest('tr')).toHaveTextContent('https://ops.example.com/all');
  });

  it('offers a new webhook to a landlord’s manager', async () => {
    backend();
    await openList('ll-manager', <WebhooksTable />, 'https://ops.example.com/all');
    expect(screen.getByRole('link', { name: 'New webhook' })).toHaveAttribute('href', '/webhooks/new-webhook-form');
  });

  it('deletes the selected webhooks once the deletion is confirmed', async () => {
    const { calls } = backend();
    const { user } = await openList('cc-manager', <WebhooksTable />, 'https://ops.example.com/all');
    expect(await deleteRows(user, calls, ['https://ops.example.com/all'])).toEqual(['/api/webhooks/w2']);
    await waitFor(() => expect(screen.queryByText('https://ops.example.com/all')).not.toBeInTheDocument());
    expect(screen.getByText('https://hooks.example.com/harbour')).toBeInTheDocument();
  });
});
