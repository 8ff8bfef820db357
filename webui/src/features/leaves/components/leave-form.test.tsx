import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { json, mockFetch, sentBody } from '@/testing/mock-fetch';
import { renderAs } from '@/testing/test-utils';
import { CreateLeaveFormRoute } from '../routes/create-leave-form';
import { leaveDays } from './leave-form';
import { records } from '@/testing/api-records';

describe('leave days', () => {
  it('counts both dates, and a half day as one half', () => {
    expect(leaveDays('ANNUAL', '2026-12-30', '2027-01-02')).toBe(4);
    expect(leaveDays('MC', '2026-12-01', '2026-12-01')).toBe(1);
    expect(leaveDays('HALF_DAY_AM', '2026-12-01', '2026-12-05')).toBe(0.5);
    expect(leaveDays('ANNUAL', '2026-12-05', '2026-12-01')).toBe(0);
  });
});

describe('apply for leave', () => {
  it('shows the days it takes and posts the leave of the cleaner, without a staff chooser', async () => {
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST' && call.path === '/api/leaves') return json(records.leave({ id: 'l1', status: 'PENDING' }), 201);
      return undefined;
    });
    const { router, user } = renderAs('cleaner', <CreateLeaveFormRoute />, paths.createLeaveForm);
    expect(screen.queryByLabelText(/Staff member/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Leave type/), 'Annual');
    await user.type(screen.getByLabelText(/Start date/), '2026-12-30');
    await user.type(screen.getByLabelText(/End date/), '2027-01-02');
    expect(screen.getByTestId('leave-days')).toHaveTextContent('4');
    await user.type(screen.getByLabelText(/Remarks/), ' Family visit ');
    await user.click(screen.getByRole('button', { name: 'Apply for leave' }));
    expect(await sentBody(calls)).toEqual({
      type: 'ANNUAL',
      startDate: '2026-12-30',
      endDate: '2027-01-02',
      remarks: 'Family visit',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?leaveId=l1'));
  });

  it('takes one date for a half day, and lets a supervisor apply for a member of the team', async () => {
    const page = (items: unknown[]) => json({ items, total: items.length, page: 1, pageSize: 99 });
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/users/cleaners') return page([records.account({ id: 'c1', profile: { name: 'Cleo Cleaner' } })]);
      if (call.path === '/api/users/supervisors' || call.path === '/api/users/workers') return page([]);
      if (call.method === 'POST' && call.path === '/api/leaves') return json(records.leave({ id: 'l2' }), 201);
      return undefined;
    });
    const { user } = renderAs('supervisor', <CreateLeaveFormRoute />, paths.createLeaveForm);
    await user.selectOptions(screen.getByLabelText(/Staff member/), await screen.findByRole('option', { name: 'Cleo Cleaner (Cleaner)' }));
    await user.selectOptions(screen.getByLabelText(/Leave type/), 'Half day PM');
    expect(screen.queryByLabelText(/End date/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Date/), '2026-12-04');
    expect(screen.getByTestId('leave-days')).toHaveTextContent('0.5');
    await user.click(screen.getByRole('button', { name: 'Apply for leave' }));
    expect(await sentBody(calls)).toEqual({
      type: 'HALF_DAY_PM',
      startDate: '2026-12-04',
      endDate: '2026-12-04',
      staffId: 'c1',
    });
  });
});
