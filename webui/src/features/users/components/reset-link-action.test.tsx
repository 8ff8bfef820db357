import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { canIssueResetLink } from '../permissions';
import { UserInfoRoute } from '../routes/user-info';
import type { Account } from '../types';
import { records } from '@/testing/api-records';

const ann: Account = records.account({ id: 'u1', kind: 'cleaner', role: 'cleaner', loginName: 'ann@sparkle.test', email: 'ann@sparkle.test', profile: { name: 'Ann Lee' } });
const LINK = { url: 'https://console.example.com/reset-password?token=abc.def', expiresAt: '2026-11-21T09:15:00Z' };

function backend(answer = () => json(LINK, 201)) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/users/cleaners/u1') return json(ann);
    if (call.method === 'GET' && call.path.startsWith('/api/users/cleaners/u1/')) return json([]);
    if (call.method === 'POST' && call.path === '/api/users/cleaners/u1/password-reset') return answer();
    return undefined;
  });
}

const openAnn = () => renderPage(<UserInfoRoute />, '/users/user-info?userId=u1&segment=cleaners');

describe('issuing a password reset link from an account’s page', () => {
  it('asks first, then shows the link to give, valid once until its time', async () => {
    signInAs('cc-admin');
    const { calls } = backend();
    openAnn();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Password reset link' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Issue a password reset link?' });
    expect(asked).toHaveTextContent('A link for Ann Lee to set a new password, valid for an hour and once.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(asked).getByRole('button', { name: 'Issue link' }));
    const shown = await screen.findByRole('dialog', { name: 'Password reset link' });
    expect(within(shown).getByRole('textbox', { name: 'Link' })).toHaveValue(LINK.url);
    expect(shown).toHaveTextContent(/Give this link to Ann Lee\. It works once, until .*2026/);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await user.click(within(shown).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Password reset link' })).not.toBeInTheDocument());
  });

  it('says why when the server refuses it', async () => {
    signInAs('admin');
    backend(() => json({ message: 'Access denied!', code: 'access-denied', params: {}, violations: [] }, 403));
    openAnn();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Password reset link' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Issue link' }));
    expect(await screen.findByText('The link was not issued')).toBeInTheDocument();
    expect(screen.getByText('Your role does not allow this')).toBeInTheDocument();
  });

  it('is offered only to those the server lets issue it', async () => {
    signInAs('supervisor');
    backend();
    openAnn();
    expect(await screen.findByRole('heading', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Password reset link' })).not.toBeInTheDocument();
  });

  it.each([
    ['admin', 'admins', 'admin', true],
    ['ll-admin', 'll-managers', 'll-admin', true],
    ['ll-manager', 'll-managers', 'll-manager', true],
    ['ll-manager', 'll-managers', 'll-admin', false],
    ['cc-manager', 'cc-managers', 'cc-admin', false],
    ['cc-manager', 'workers', 'worker', true],
    ['ll-admin', 'cleaners', 'cleaner', false],
    ['supervisor', 'cleaners', 'cleaner', false],
    ['cleaner', 'cleaners', 'cleaner', false],
  ] as const)('%s for a %s account holding %s: %s', (role, segment, accountRole, expected) => {
    expect(canIssueResetLink(role, segment, accountRole)).toBe(expected);
  });
});
