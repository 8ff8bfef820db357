import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getTokens } from '@/lib/session';
import { makeToken } from '@/testing/jwt';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderRoutes, signInAs } from '@/testing/test-utils';
import { PasswordForm } from './password-form';

function renderForm() {
  return renderRoutes([{ path: '/', element: <PasswordForm /> }], '/');
}

async function fill(current: string, next: string, again = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Current password/), current);
  const [first, second] = screen.getAllByLabelText(/^New password/);
  await user.type(first, next);
  await user.type(second, again);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('changing one\'s own password', () => {
  it('sends the current and new password and goes on with the new session', async () => {
    signInAs('cleaner');
    const fresh = { accessToken: makeToken({ role: 'cleaner' }), refreshToken: 'refresh-new' };
    const { calls } = mockFetch(() => json(fresh));
    renderForm();
    await fill('demo-password', 'another-password');
    expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
    expect(calls[0].method).toBe('PUT');
    expect(calls[0].path).toBe('/api/authn/password');
    expect(calls[0].body).toEqual({ currentPassword: 'demo-password', newPassword: 'another-password' });
    expect(getTokens()?.refreshToken).toBe('refresh-new');
  });

  it('shows the server saying the current password is wrong, on its field', async () => {
    signInAs('cleaner');
    mockFetch(() =>
      json(
        {
          message: 'The current password is wrong',
          code: 'invalid-input',
          params: {},
          violations: [
            { field: 'currentPassword', message: 'The current password is wrong', code: 'invalid', params: {} },
          ],
        },
        400,
      ),
    );
    renderForm();
    await fill('not-it', 'another-password');
    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
  });

  it('refuses two different new passwords without asking the server', async () => {
    signInAs('cleaner');
    const { calls } = mockFetch(() => json({}));
    renderForm();
    await fill('demo-password', 'another-password', 'another-passw0rd');
    expect(await screen.findByText('The two new passwords differ')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
