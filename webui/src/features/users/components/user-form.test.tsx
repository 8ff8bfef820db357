import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { kindInfo } from '../kinds';
import { emptyUserValues, profileInputOf, UserForm } from './user-form';
import { records } from '@/testing/api-records';

function backend() {
  return mockFetch((call) => {
    if (call.path === '/api/companies/cleaning-companies') return json({ items: [records.company({ id: 'cc1', name: 'Sparkle Cleaning' })], total: 1, page: 1, pageSize: 20 });
    if (call.path === '/api/users/supervisors') {
      return json({ items: [records.account({ id: 's1', loginName: 'sup@example.com', profile: { name: 'Sam Super' }, companyId: 'cc1' })], total: 1, page: 1, pageSize: 20 });
    }
    return undefined;
  });
}

describe('user form', () => {
  it("validates a cleaner account like the server does", async () => {
    backend();
    signInAs('cc-manager');
    const info = kindInfo('cleaner');
    const onSubmit = vi.fn();
    renderPage(<UserForm info={info} mode="create" initialValues={emptyUserValues(info)} submitLabel="Create" onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup();
    // The manager's only company is picked for them.
    await waitFor(() => expect(screen.getByLabelText(/Company/)).toHaveValue('cc1'));
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/Performance rating/), '7');
    await user.type(screen.getByLabelText(/Join date/), '2026-02-30');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findAllByText('Invalid email address')).toHaveLength(2);
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Must be between 0 and 5')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the login name and profile in the body the API expects', async () => {
    backend();
    signInAs('admin');
    const info = kindInfo('worker');
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderPage(<UserForm info={info} mode="create" initialValues={emptyUserValues(info)} submitLabel="Create" onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/Company/)).toHaveValue('cc1'));
    await user.type(screen.getByLabelText(/^Name/), 'Wendy Worker');
    await user.type(screen.getByLabelText(/^Email/), 'wendy@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Sam Super' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/Supervisor/), 's1');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0][0];
    expect(values.loginName).toBe('wendy@example.com');
    expect(profileInputOf(info, values)).toEqual({
      email: 'wendy@example.com',
      profile: { name: 'Wendy Worker' },
      companyId: 'cc1',
      supervisorId: 's1',
      phone: null,
      gender: null,
      birthDate: null,
      address: null,
      mobileNo: null,
      country: null,
      joinDate: null,
      performanceRating: null,
    });
  });

  it('puts server violations such as profile.name on their fields', async () => {
    backend();
    signInAs('admin');
    const info = kindInfo('admin');
    const { ApiError } = await import('@/lib/api-error');
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError(400, 'Invalid input', {
        code: 'invalid-input',
        violations: [
          { field: 'profile.name', message: 'At most 200 characters', code: 'too-long', params: { max: 200 } },
          { field: 'loginName', message: 'Taken by someone else', code: 'invalid', params: {} },
          { field: 'nickname', message: 'Object contains unknown field `nickname`', code: 'unknown-field', params: {} },
        ],
        fromServer: true,
      }),
    );
    renderPage(<UserForm info={info} mode="create" initialValues={emptyUserValues(info)} submitLabel="Create" onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('At most 200 characters')).toBeInTheDocument();
    // "invalid" carries no code of its own: the server's words are shown.
    expect(screen.getByText('Taken by someone else')).toBeInTheDocument();
    // A violation without a field of the form is listed above it.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Some of the data is not valid');
    expect(alert).toHaveTextContent('nickname: This field is not expected here');
    expect(screen.queryByLabelText(/Company/)).not.toBeInTheDocument();
  });
});
