import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, isoDateOf } from '@/lib/dates';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderAs } from '@/testing/test-utils';
import { ScheduleCalendar } from './schedule-calendar';
import { records } from '@/testing/api-records';

describe('schedule calendar', () => {
  it('shows the shifts of the visible range and marks those on leave', async () => {
    const today = isoDateOf(new Date());
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/schedules/calendar') {
        return json([
          records.shift({ scheduleId: 's1', date: today, endDate: today, shiftStart: '08:00', shiftEnd: '16:00', staffId: 'u1', staffName: 'Cleo Cleaner', onLeave: false }),
          records.shift({ scheduleId: 's2', date: today, endDate: today, shiftStart: '09:00', shiftEnd: '17:00', staffId: 'u2', staffName: 'Wes Worker', onLeave: true }),
        ]);
      }
      if (call.path === '/api/leaves/calendar') {
        return json([
          { leaveId: 'l1', staffId: 'u2', staffName: 'Wes Worker', type: 'MC', status: 'APPROVED', startDate: today, endDate: today, numberOfDays: 1 },
          { leaveId: 'l2', staffId: 'u3', staffName: 'Pat Pending', type: 'ANNUAL', status: 'PENDING', startDate: today, endDate: today, numberOfDays: 1 },
        ]);
      }
      return undefined;
    });
    renderAs('supervisor', <ScheduleCalendar />);
    expect(await screen.findByLabelText('Cleo Cleaner, 08:00–16:00')).toBeInTheDocument();
    const onLeave = screen.getByLabelText('Wes Worker, 09:00–17:00, on leave');
    expect(onLeave).toHaveAttribute('data-on-leave', 'true');
    expect(onLeave).toHaveTextContent('On leave');
    expect(screen.getByText('Wes Worker · MC')).toBeInTheDocument();
    expect(screen.queryByText(/Pat Pending/)).not.toBeInTheDocument();
    const call = calls.find((c) => c.path === '/api/schedules/calendar');
    expect(call?.search.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A month view starts on a Monday.
    expect(new Date(`${call?.search.get('from')}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('draws a night shift on the day it starts and the next morning', async () => {
    const today = isoDateOf(new Date());
    // The first Monday the week view shows; the shift runs from its evening into Tuesday.
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const tuesday = addDays(monday, 1);
    mockFetch((call) => {
      if (call.path === '/api/schedules/calendar') {
        return json([
          records.shift({ scheduleId: 's1', date: monday, endDate: tuesday, shiftStart: '22:00', shiftEnd: '06:00', staffId: 'u1', staffName: 'Nia Night', onLeave: false }),
        ]);
      }
      if (call.path === '/api/leaves/calendar') return json([]);
      return undefined;
    });
    const { container } = renderAs('supervisor', <ScheduleCalendar />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /week/i }));
    const label = 'Nia Night, 22:00–06:00 the next day';
    await screen.findAllByLabelText(label);
    const columns = (day: string) => container.querySelectorAll(`td.fc-timegrid-col[data-date="${day}"] [aria-label="${label}"]`);
    expect(columns(monday)).toHaveLength(1);
    expect(columns(tuesday)).toHaveLength(1);
    expect(columns(addDays(tuesday, 1))).toHaveLength(0);
  });
});
