import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { guardDecision, TOKEN_ROLES } from '@/config/roles';
import { languageAtom, timezoneAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { PHONE_QUERY } from '@/lib/use-media-query';
import { mediaQueryList } from '@/testing/media-query';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderAs, renderRoutes, signInAs } from '@/testing/test-utils';
import { lastSevenDays, VisitsRoute } from './visits';

const days = [
  { facilityId: 'fa1', facilityName: 'Ladies Ground', buildingId: 'b1', buildingName: 'Greenway Plaza', date: '2026-11-18', visits: 3, staff: 2 },
  { facilityId: 'fa1', facilityName: 'Ladies Ground', buildingId: 'b1', buildingName: 'Greenway Plaza', date: '2026-11-19', visits: 5, staff: 1 },
  { facilityId: 'fa2', facilityName: 'Gents Level 2', buildingId: 'b2', buildingName: 'Harbourfront Tower', date: '2026-11-19', visits: 1, staff: 1 },
];

function backend() {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/check-ins/visits') return json({ from: call.search.get('from'), to: call.search.get('to'), items: days });
    return undefined;
  });
}

describe('visits', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    appStore.set(timezoneAtom, RESET);
    appStore.set(languageAtom, RESET);
  });

  it('asks for the seven days up to today in the viewer’s calendar', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-19T20:00:00Z') });
    appStore.set(timezoneAtom, 'UTC+8');
    const { calls } = backend();
    renderAs('supervisor', <VisitsRoute />);
    await screen.findByRole('table', { name: 'Visits per toilet and day' });
    const asked = calls.find((call) => call.path === '/api/check-ins/visits');
    // 20:00 UTC is already the 20th at UTC+8.
    expect(asked?.search.get('from')).toBe('2026-11-14');
    expect(asked?.search.get('to')).toBe('2026-11-20');
  });

  it('lists visits per toilet and day, newest first, each linking to that day’s check-ins', async () => {
    backend();
    renderAs('supervisor', <VisitsRoute />);
    const table = await screen.findByRole('table', { name: 'Visits per toilet and day' });
    await within(table).findAllByRole('link', { name: 'Ladies Ground' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[2]).getByRole('cell', { name: 'Nov 18, 2026' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('link', { name: 'Ladies Ground' })).toHaveAttribute(
      'href',
      '/check-ins/table?facilityId=fa1&from=2026-11-18&to=2026-11-18',
    );
  });

  it('sorts by visits and finds a toilet by name', async () => {
    backend();
    const { user } = renderAs('supervisor', <VisitsRoute />);
    const table = await screen.findByRole('table', { name: 'Visits per toilet and day' });
    await within(table).findAllByRole('link', { name: 'Ladies Ground' });
    await user.click(within(table).getByRole('button', { name: /Visits/ }));
    const order = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);
    // Fewest visits first: Gents on the 19th (1), Ladies on the 18th (3), Ladies on the 19th (5).
    expect(order()).toEqual(['Nov 19, 2026', 'Nov 18, 2026', 'Nov 19, 2026']);
    expect(within(within(table).getAllByRole('row')[1]).getByRole('link', { name: 'Gents Level 2' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'Gents');
    await waitFor(() => expect(within(table).queryByText('Ladies Ground')).not.toBeInTheDocument());
    expect(within(table).getByRole('link', { name: 'Gents Level 2' })).toBeInTheDocument();
  });

  it('shows each toilet’s day as a card on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, (q) => q === PHONE_QUERY));
    backend();
    renderAs('supervisor', <VisitsRoute />);
    const card = await screen.findByRole('article', { name: 'Gents Level 2 Nov 19, 2026' });
    expect(within(card).getByText('1 visit · by 1 staff member')).toBeInTheDocument();
    expect(within(card).getByText('Harbourfront Tower')).toBeInTheDocument();
  });

  it('takes the week up to a day, both days included', () => {
    expect(lastSevenDays('2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
  });

  it('opens, with a toilet’s check-ins, to every role but cleaners and workers', () => {
    for (const role of TOKEN_ROLES) {
      const expected = role === 'cleaner' || role === 'worker' ? 'denied' : 'allowed';
      expect([guardDecision(role, paths.visits), guardDecision(role, paths.checkInsTable)], role).toEqual([expected, expected]);
    }
  });

  it('speaks Chinese', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, (q) => q === PHONE_QUERY));
    backend();
    act(() => appStore.set(languageAtom, 'zh'));
    signInAs('supervisor');
    renderRoutes([{ path: '*', element: <VisitsRoute /> }], '/', { liveLanguage: true });
    expect(await screen.findByRole('heading', { name: '到访记录', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('5 次到访 · 由 1 名员工')).toBeInTheDocument();
  });
});
