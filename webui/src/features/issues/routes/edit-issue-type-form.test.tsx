import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { records } from '@/testing/api-records';
import { json, mockFetch, noContent, type Call, type Handler } from '@/testing/mock-fetch';
import { renderAs } from '@/testing/test-utils';
import { EditIssueTypeFormRoute } from './edit-issue-type-form';

const odour = records.issueType({ id: 'odour', title: 'Odour', targetMinutes: 60, autoResolve: false, escalation: [{ afterMinutes: 30, notify: 'supervisor' }] });
const AT = '/issues/edit-issue-type-form?issueTypeId=odour';

/** The types list, and the PUT answered by `put` (204 unless given). */
function serve(put: Handler = () => noContent()) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/issues/types') return json([odour, records.issueType({ id: 'paper-level-low', title: 'Paper level low' })]);
    if (call.method === 'PUT' && call.path === '/api/issues/types/odour') return put(call);
    return undefined;
  });
}

const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

async function open() {
  const view = renderAs('admin', <EditIssueTypeFormRoute />, AT);
  const form = await screen.findByRole('form', { name: 'Issue type settings' });
  return { ...view, form, steps: within(form).getByRole('group', { name: 'Escalation steps' }) };
}

describe('an issue type’s escalation steps', () => {
  it('adds a step and sends the target, self-resolving and every step', async () => {
    const { calls } = serve();
    const { user, form, steps } = await open();
    expect(within(steps).getByLabelText(/Step 1: after/)).toHaveValue(30);
    expect(within(steps).getByLabelText(/Step 1: notify/)).toHaveValue('supervisor');

    await user.click(within(steps).getByRole('button', { name: 'Add a step' }));
    const minutes = within(steps).getByLabelText(/Step 2: after/);
    await user.clear(minutes);
    await user.type(minutes, '120');
    await user.selectOptions(within(steps).getByLabelText(/Step 2: notify/), 'The cleaning company’s managers');
    await user.click(within(form).getByRole('checkbox', { name: /Resolves itself/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({
      targetMinutes: 60,
      autoResolve: true,
      escalation: [
        { afterMinutes: 30, notify: 'supervisor' },
        { afterMinutes: 120, notify: 'cc-manager' },
      ],
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });

  it('refuses 0 minutes, and a step no later than the one before, without sending', async () => {
    const { calls } = serve();
    const { user, form, steps } = await open();
    const first = within(steps).getByLabelText(/Step 1: after/);
    await user.clear(first);
    await user.type(first, '0');
    await user.click(within(steps).getByRole('button', { name: 'Add a step' }));
    const second = within(steps).getByLabelText(/Step 2: after/);
    await user.clear(second);
    await user.type(second, '0');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(steps).findAllByText('Must be between 1 and 10080')).toHaveLength(2);
    await user.clear(first);
    await user.type(first, '45');
    await user.clear(second);
    await user.type(second, '45');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(steps).findByText('Must be later than the step before')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('takes at most five steps, and sends none to turn escalation off', async () => {
    const { calls } = serve();
    const { user, form, steps } = await open();
    for (let n = 0; n < 4; n += 1) await user.click(within(steps).getByRole('button', { name: 'Add a step' }));
    expect(within(steps).getByLabelText(/Step 5: after/)).toHaveValue(270);
    expect(within(steps).queryByRole('button', { name: 'Add a step' })).not.toBeInTheDocument();
    for (let n = 5; n >= 1; n -= 1) await user.click(within(steps).getByRole('button', { name: `Remove step ${n}` }));
    expect(within(steps).getByText(/are not escalated/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0].body).toEqual({ targetMinutes: 60, autoResolve: false, escalation: [] });
  });

  it('shows the server’s violations on the step and field they name', async () => {
    const { calls } = serve(() =>
      json(
        {
          message: 'Invalid escalation',
          code: 'invalid-input',
          params: {},
          violations: [
            { field: 'escalation[0].notify', message: 'Must be supervisor, cc-manager, ll-manager, admin', code: 'unknown-role', params: {} },
            { field: 'targetMinutes', message: 'Must be between 1 and 10080', code: 'out-of-range', params: { min: 1, max: 10080 } },
          ],
        },
        400,
      ),
    );
    const { user, form, steps } = await open();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(await within(steps).findByText('Must be supervisor, cc-manager, ll-manager, admin')).toBeInTheDocument();
    expect(within(form).getByText('Must be between 1 and 10080')).toBeInTheDocument();
    // Not saved: the form stays, to be put right.
    expect(screen.getByRole('form', { name: 'Issue type settings' })).toBeInTheDocument();
  });
});
