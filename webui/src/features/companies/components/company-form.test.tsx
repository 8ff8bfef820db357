import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithUser } from '@/testing/test-utils';
import { CompanyForm } from './company-form';

/** The creation form, sending to `onSubmit`; answers a user to act with. */
function renderForm(onSubmit: (input: unknown) => Promise<void> = vi.fn()) {
  return renderWithUser(<CompanyForm onSubmit={onSubmit} onCancel={() => {}} submitLabel="Create" />).user;
}

/** Types a landlord's name and code, then "Create". */
async function createLandlord(user: ReturnType<typeof renderForm>, name: string, code = 'HARBOUR') {
  await user.type(screen.getByLabelText(/Name/), name);
  await user.selectOptions(screen.getByLabelText(/Type/), 'LANDLORD');
  await user.type(screen.getByLabelText(/Code/), code);
  await user.click(screen.getByRole('button', { name: 'Create' }));
}

describe('company form', () => {
  it('shows the required-field messages and does not submit', async () => {
    const onSubmit = vi.fn();
    const user = renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Please add or change the required data')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Name/)).toHaveFocus();
  });

  it("checks the code the way the server does", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(/Code/), 'bad code!');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText("Letters, digits, '.', '_' or '-', at most 40 characters")).toBeInTheDocument();
  });

  it('submits trimmed values', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    await createLandlord(renderForm(onSubmit), '  Harbour Properties ');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Harbour Properties', type: 'LANDLORD', code: 'HARBOUR' }));
  });

  it("shows the server's violations on their fields, in the user's language", async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError(409, 'The company code is already in use', {
        code: 'in-use',
        params: { what: 'company-code' },
        violations: [{ field: 'code', message: 'The company code is already in use', code: 'not-unique', params: {} }],
        fromServer: true,
      }),
    );
    await createLandlord(renderForm(onSubmit), 'Harbour');
    expect(await screen.findByText('This company code is already in use')).toBeInTheDocument();
    expect(screen.getByLabelText(/Code/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a server message without a code or violations above the form', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(403, 'Role not allowed', { fromServer: true }));
    await createLandlord(renderForm(onSubmit), 'Harbour');
    expect(await screen.findByRole('alert')).toHaveTextContent('Role not allowed');
  });
});
