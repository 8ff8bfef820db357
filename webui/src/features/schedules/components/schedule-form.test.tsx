import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { ScheduleForm } from './schedule-form';
import { records } from '@/testing/api-records';

const page = (items: unknown[]) => json({ items, total: items.length, page: 1, pageSize: 99 });

function backend() {
  return mockFetch((call) => {
    if (call.path === '/api/users/supervisors') return page([]);
    if (call.path === '/api/users/cleaners') return page([records.account({ id: 'c1', profile: { name: 'Cleo Cleaner' } })]);
    if (call.path === '/api/users/workers') return page([]);
    if (call.path === '/api/users/cleaners/c1/facilities') {
      return json([records.facility({ id: 'f1', name: 'Ladies Ground', buildingName: 'Greenway Plaza', floorLabel: 'Ground' })]);
    }
    return undefined;
  });
}

describe('schedule form', () => {
  it('asks for a day or days before sending anything', async () => {
    const { calls } = backend();
    signInAs('supervisor');
    const onSubmit = vi.fn();
    renderPage(<ScheduleForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup();
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await user.click(screen.getByRole('button', { name: day, pressed: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select a day or days')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it("offers the member's facilities and sends the schedule; the server's violations go on their fields", async () => {
    backend();
    signInAs('supervisor');
    const { ApiError } = await import('@/lib/api-error');
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError(400, 'Invalid', { violations: [{ field: 'facilityIds[0]', message: 'Not among the assigned facilities', code: null, params: {} }] }),
    );
    renderPage(<ScheduleForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/Staff member/), await screen.findByRole('option', { name: 'Cleo Cleaner (Cleaner)' }));
    const facilities = await screen.findByRole('group', { name: /Facilities/ });
    await user.click(within(facilities).getByText('Greenway Plaza · Ground · Ladies Ground'));
    await user.type(screen.getByLabelText(/Start date/), '2026-12-01');
    await user.type(screen.getByLabelText(/End date/), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Sat' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      staffId: 'c1',
      facilityIds: ['f1'],
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      shiftStart: '08:00',
      shiftEnd: '16:00',
      weekdays: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
      type: 'REGULAR',
    });
    expect(await screen.findByText('Not among the assigned facilities')).toBeInTheDocument();
  });

  it('takes a shift that ends before it starts as a night shift, and refuses one of no length', async () => {
    backend();
    signInAs('supervisor');
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderPage(<ScheduleForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/Staff member/), await screen.findByRole('option', { name: 'Cleo Cleaner (Cleaner)' }));
    await user.click(within(await screen.findByRole('group', { name: /Facilities/ })).getByText('Greenway Plaza · Ground · Ladies Ground'));
    await user.type(screen.getByLabelText(/Start date/), '2026-12-01');
    await user.type(screen.getByLabelText(/End date/), '2026-12-31');
    const start = screen.getByLabelText(/Shift starts/);
    const end = screen.getByLabelText(/Shift ends/);
    await user.clear(start);
    await user.type(start, '22:00');
    await user.clear(end);
    await user.type(end, '22:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The shift must not end when it starts')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(end);
    await user.type(end, '06:00');
    expect(await screen.findByText('A night shift: it ends the next day')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ staffId: 'c1', shiftStart: '22:00', shiftEnd: '06:00' });
  });

  it('lets a cleaner schedule only themselves: no one to choose, their own facilities', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/users/cleaners/me-1/facilities') return json([records.facility({ id: 'f9', name: 'Gents Lobby', buildingName: 'Harbour Tower', floorLabel: 'L1' })]);
      return undefined;
    });
    signInAs('cleaner');
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderPage(<ScheduleForm self={{ id: 'me-1', segment: 'cleaners' }} onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup();
    await user.click(await within(await screen.findByRole('group', { name: /Facilities/ })).findByText('Harbour Tower · L1 · Gents Lobby'));
    expect(screen.queryByLabelText(/Staff member/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Start date/), '2026-12-01');
    await user.type(screen.getByLabelText(/End date/), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ staffId: 'me-1', facilityIds: ['f9'] });
    // No list of other people is asked for.
    expect(calls.filter((call) => /^\/api\/users\/[a-z]+$/.test(call.path))).toEqual([]);
  });
});
