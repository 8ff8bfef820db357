import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { ProfileRoute } from './profile';
import { records } from '@/testing/api-records';

describe('the profile', () => {
  it("names the account's role as a person reads it, never the token's value", async () => {
    mockFetch((call) =>
      call.path === '/api/authn/me'
        ? json(records.account({ id: 'a1', kind: 'll-manager', role: 'll-manager', loginName: 'landlord@example.com', profile: { name: 'Lee' } }))
        : undefined,
    );
    signInAs('ll-manager');
    renderPage(<ProfileRoute />);
    expect(await screen.findByText('Landlord manager')).toBeInTheDocument();
    expect(screen.queryByText('ll-manager')).not.toBeInTheDocument();
  });

  it('offers alerts by e-mail, and says so when the account has no address to mail', async () => {
    mockFetch((call) => {
      if (call.path === '/api/authn/me') return json(records.account({ id: 'w1', kind: 'worker', role: 'worker', loginName: 'worker-7', email: '', profile: { name: 'Wu' } }));
      if (call.path === '/api/profile/alerts') return json({ email: [], kinds: ['task-assigned'], mailing: true });
      return undefined;
    });
    signInAs('worker');
    renderPage(<ProfileRoute />);
    expect(await screen.findByRole('heading', { name: 'Alerts by e-mail' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'A task is assigned' })).not.toBeChecked();
    expect(screen.getByText(/Your account has no e-mail address/)).toBeInTheDocument();
  });
});
