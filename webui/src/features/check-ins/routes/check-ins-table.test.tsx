import { cleanup, screen, within } from '@testing-library/react';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timezoneAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { PHONE_QUERY } from '@/lib/use-media-query';
import { mediaQueryList } from '@/testing/media-query';
import { page, records } from '@/testing/api-records';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderAs } from '@/testing/test-utils';
import { CheckInsTableRoute } from './check-ins-table';

const facilities = [
  records.facility({ id: 'fa1', name: 'Ladies Ground', buildingName: 'Greenway Plaza', floorLabel: 'Ground' }),
  records.facility({ id: 'fa2', name: 'Gents Level 2', buildingName: 'Harbourfront Tower', floorLabel: 'Level 2' }),
];

const place = { facilityId: 'fa1', facilityName: 'Ladies Ground', buildingId: 'b1', buildingName: 'Greenway Plaza', floorId: 'fl1', floorLabel: 'Ground' };
// Newest first, as the server lists them.
const checkIns = [
  { ...place, id: 'ci2', staffId: 's2', staffName: 'Ah Kit', time: '2026-11-18T06:40:00Z', recordedAt: '2026-11-18T06:40:01Z' },
  { ...place, id: 'ci1', staffId: 's1', staffName: 'Mei Chan', time: '2026-11-17T23:15:00Z', recordedAt: '2026-11-18T02:00:00Z' },
];

function backend() {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/check-ins') return json(page(call.search.get('facilityId') === 'fa1' ? checkIns : []));
    if (call.method === 'GET' && call.path === '/api/facilities') return json(page(facilities));
    return undefined;
  });
}

describe('check-ins of a toilet', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    appStore.set(timezoneAtom, RESET);
  });

  it('lists who checked in at the toilet on the days the link asked for, at the viewer’s time', async () => {
    appStore.set(timezoneAtom, 'UTC+8');
    const { calls } = backend();
    renderAs('supervisor', <CheckInsTableRoute />, '/check-ins/table?facilityId=fa1&from=2026-11-18&to=2026-11-18');
    expect(await screen.findByRole('heading', { name: 'Check-ins at Ladies Ground', level: 1 })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Check-ins' });
    await within(table).findByRole('cell', { name: 'Ah Kit' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(names).toEqual(['Ah Kit', 'Mei Chan']);
    // 23:15 UTC on the 17th is 07:15 on the 18th at UTC+8.
    expect(within(table).getByRole('cell', { name: /Nov 18, 2026.*7:15/ })).toBeInTheDocument();
    // The 18th at UTC+8 began on the 17th in UTC, and the list takes UTC days.
    const asked = calls.find((call) => call.path === '/api/check-ins');
    expect(Object.fromEntries(asked?.search ?? [])).toMatchObject({ facilityId: 'fa1', from: '2026-11-17', to: '2026-11-18', sort: '-time' });
  });

  it('asks for a toilet first, then lists its check-ins once one is chosen', async () => {
    const { calls } = backend();
    const { user } = renderAs('cc-manager', <CheckInsTableRoute />, '/check-ins/table');
    expect(await screen.findByText('Choose a toilet to see its check-ins.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/check-ins')).toBe(false);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Facility' }),
      await screen.findByRole('option', { name: 'Harbourfront Tower · Level 2 · Gents Level 2' }),
    );
    expect(await screen.findByRole('heading', { name: 'Check-ins at Gents Level 2', level: 1 })).toBeInTheDocument();
    const asked = calls.find((call) => call.path === '/api/check-ins');
    expect(asked?.search.get('facilityId')).toBe('fa2');
  });

  it('shows each check-in as a card on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, (q) => q === PHONE_QUERY));
    backend();
    renderAs('supervisor', <CheckInsTableRoute />, '/check-ins/table?facilityId=fa1');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByText(/Ah Kit|Mei Chan/).textContent)).toEqual(['Ah Kit', 'Mei Chan']);
    expect(within(cards[0]).getByText('Ladies Ground, Greenway Plaza')).toBeInTheDocument();
  });
});
