import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { ProfileRoute } from './profile';

describe('the profile', () => {
  it("names the account's role as a person reads it, never the token's value", async () => {
    mockFetch((call) =>
      call.path === '/api/authn/me'
        ? json({ id: 'a1', kind: 'll-manager', role: 'll-manager', loginName: 'landlord@example.com', profile: { name: 'Lee' } })
        : undefined,
    );
    signInAs('ll-manager');
    renderPage(<ProfileRoute />);
    expect(await screen.findByText('Landlord manager')).toBeInTheDocument();
    expect(screen.queryByText('ll-manager')).not.toBeInTheDocument();
  });
});
