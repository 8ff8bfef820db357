import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, noContent, sentBody } from '@/testing/mock-fetch';
import { renderAs } from '@/testing/test-utils';
import { EmailAlerts } from './email-alerts';

const KINDS = ['issue-opened', 'issue-resolved', 'task-assigned', 'leave-requested', 'leave-decided', 'low-stock', 'dead-letters', 'password-reset-requested'];

/** The account's alert choices; a PUT replaces them, or is refused with `refusal`. */
function backend({ email = ['issue-opened'], mailing = true, refusal = null as object | null } = {}) {
  let saved = email;
  return mockFetch((call) => {
    if (call.path !== '/api/profile/alerts') return undefined;
    if (call.method === 'PUT') {
      if (refusal) return json(refusal, 400);
      saved = (call.body as { email: string[] }).email;
      return noContent();
    }
    return json({ email: saved, kinds: KINDS, mailing });
  });
}

describe('alerts by e-mail', () => {
  it('ticks the kinds already mailed, each by its name, and saves the new choice', async () => {
    const { calls } = backend();
    const { user } = renderAs('supervisor', <EmailAlerts hasEmail />);
    const opened = await screen.findByRole('checkbox', { name: 'An issue is opened' });
    expect(opened).toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(KINDS.length);
    expect(screen.getByRole('checkbox', { name: 'Someone asks for a new password' })).not.toBeChecked();
    expect(screen.queryByText('issue-opened')).not.toBeInTheDocument();
    expect(screen.queryByText(/no e-mail address/)).not.toBeInTheDocument();

    await user.click(opened);
    await user.click(screen.getByRole('checkbox', { name: 'A task is assigned' }));
    await user.click(screen.getByRole('checkbox', { name: 'An issue is resolved' }));
    await user.click(screen.getByRole('button', { name: 'Save e-mail alerts' }));
    expect(await sentBody(calls, 'PUT')).toEqual({ email: ['issue-resolved', 'task-assigned'] });
    expect(await screen.findByText('Your e-mail alerts are saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'A task is assigned' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'An issue is opened' })).not.toBeChecked();
  });

  it('says nothing can be mailed to an account without an e-mail address, or by a console that mails nothing', async () => {
    backend({ mailing: false });
    renderAs('cleaner', <EmailAlerts hasEmail={false} />);
    expect(await screen.findByText(/Your account has no e-mail address/)).toBeInTheDocument();
    expect(screen.getByText(/This console sends no e-mail at present/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'An issue is opened' })).toBeChecked();
  });

  it('shows the server refusing the choice', async () => {
    const violation = { field: 'email', message: 'No such kind of notification', code: 'invalid', params: {} };
    backend({ refusal: { message: 'The body is not valid', code: 'invalid-input', params: {}, violations: [violation] } });
    const { user } = renderAs('admin', <EmailAlerts hasEmail />);
    await user.click(await screen.findByRole('checkbox', { name: 'Stock runs low' }));
    await user.click(screen.getByRole('button', { name: 'Save e-mail alerts' }));
    expect(await screen.findByText('Some of the data is not valid')).toBeInTheDocument();
    expect(screen.getByText('email: No such kind of notification')).toBeInTheDocument();
    expect(screen.queryByText('Your e-mail alerts are saved.')).not.toBeInTheDocument();
  });
});
