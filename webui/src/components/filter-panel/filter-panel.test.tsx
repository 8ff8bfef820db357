import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ListParams } from '@/lib/types';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderAs } from '@/testing/test-utils';
import { estateCriteria, filterCriteriaFor, selectionQuery } from './criteria';
import { ListFilterPanel } from './list-filter-panel';
import { EMPTY_SELECTION, type FilterScreen } from './types';
import { records } from '@/testing/api-records';

/** The panel as the list screens use it: the signed-in role's criteria, the selection's query in the list's params. */
function Harness({ screen: kind, onChange }: { screen: FilterScreen; onChange: (change: Partial<ListParams>) => void }) {
  const [params, setParams] = useState<Partial<ListParams>>(selectionQuery(EMPTY_SELECTION));
  return (
    <>
      <ListFilterPanel
        screen={kind}
        onParamsChange={(change) => {
          onChange(change);
          setParams(change);
        }}
      />
      <output data-testid="query">{JSON.stringify(params)}</output>
    </>
  );
}

function backend() {
  return mockFetch((call) => {
    if (call.path === '/api/companies/landlords') return json({ items: [records.company({ id: 'l1', name: 'Greenway Estates' }), records.company({ id: 'l2', name: 'Harbour Properties' })], total: 2, page: 1, pageSize: 20 });
    if (call.path === '/api/buildings') {
      return json({ items: [records.building({ id: 'b1', name: 'Greenway Plaza', landlordId: 'l1' })], total: 1, page: 1, pageSize: 20 });
    }
    if (call.path === '/api/buildings/b1/floors') return json([records.floor({ id: 'f1', label: 'Ground', floorNumber: 0 })]);
    if (call.path === '/api/facilities') {
      return json({ items: [records.facility({ id: 'fa1', name: 'Ladies', floorId: 'f1', floorLabel: 'Ground', buildingName: 'Greenway Plaza' })], total: 1, page: 1, pageSize: 20 });
    }
    if (call.path === '/api/issues/types') return json([records.issueType({ id: 'odour', title: 'Odour' })]);
    if (call.path === '/api/users/supervisors') return json({ message: 'boom', violations: [] }, 500);
    return undefined;
  });
}

const query = () => JSON.parse(screen.getByTestId('query').textContent ?? '{}') as ReturnType<typeof selectionQuery>;

/** Shows the issues screen's panel to `role` and opens it; answers a user to act with. */
async function openPanel(role: string, onChange: (change: Partial<ListParams>) => void = () => {}) {
  const { user } = renderAs(role, <Harness screen="issues" onChange={onChange} />);
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  return user;
}

async function chooseCriterion(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.selectOptions(screen.getByLabelText('Filter by'), label);
}

/** Picks a value once its option has loaded. */
async function chooseValue(user: ReturnType<typeof userEvent.setup>, label: string) {
  const select = screen.getByLabelText(/^Value/);
  await within(select).findByRole('option', { name: label });
  await user.selectOptions(select, label);
}

describe('filter panel', () => {
  it('loads options for a criterion, applies them as chips and ignores duplicates', async () => {
    const { calls } = backend();
    const onChange = vi.fn();
    const user = await openPanel('admin', onChange);

    // Building hangs under landlord for the administrator: it waits for a landlord.
    expect(screen.getByRole('option', { name: 'Building (choose a landlord first)' })).toBeDisabled();

    await chooseCriterion(user, 'Landlord');
    await chooseValue(user, 'Greenway Estates');
    const landlordCall = calls.find((c) => c.path === '/api/companies/landlords');
    expect(landlordCall?.search.get('page')).toBe('1');
    expect(landlordCall?.search.get('pageSize')).toBe('99');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const chips = screen.getByRole('group', { name: 'Applied filters' });
    expect(within(chips).getByText('Landlord: Greenway Estates')).toBeInTheDocument();
    expect(query().filter).toEqual(['landlord:"l1"']);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);

    // The same landlord again changes nothing.
    await user.selectOptions(screen.getByLabelText(/^Value/), 'Greenway Estates');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(within(chips).getAllByText(/^Landlord:/)).toHaveLength(1);
    expect(query().filter).toEqual(['landlord:"l1"']);

    // Choosing a criterion clears the chosen value; children are narrowed by the parents.
    await chooseCriterion(user, 'Building');
    expect(screen.getByLabelText(/^Value/)).toHaveValue('');
    await chooseValue(user, 'Greenway Estates | Greenway Plaza');
    const buildingCall = calls.find((c) => c.path === '/api/buildings');
    expect(buildingCall?.search.getAll('filter')).toEqual(['landlord:"l1"']);
    expect(buildingCall?.search.get('pageSize')).toBe('99');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(within(chips).getByText('Building: Greenway Estates | Greenway Plaza')).toBeInTheDocument();

    await chooseCriterion(user, 'Floor');
    await chooseValue(user, 'Greenway Estates | Greenway Plaza | Ground');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(query().filter).toEqual(['landlord:"l1"', 'building:"b1"', 'floor:"f1"']);

    // Facilities come from the one facility list every screen uses, narrowed to the chosen floors.
    await chooseCriterion(user, 'Facility');
    await chooseValue(user, 'Greenway Estates | Greenway Plaza | Ground | Ladies');
    const facilityCall = calls.find((c) => c.path === '/api/facilities');
    expect(facilityCall?.search.getAll('filter')).toEqual(['floor:"f1"']);
    expect(facilityCall?.search.get('pageSize')).toBe('99');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(query().filter).toEqual(['landlord:"l1"', 'building:"b1"', 'floor:"f1"', 'facility:"fa1"']);

    // Removing the landlord removes what hangs under it.
    await user.click(screen.getByRole('button', { name: 'Remove filter Landlord: Greenway Estates' }));
    expect(query().filter).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Applied filters' })).not.toBeInTheDocument();
  });

  it('replaces the date range with a new one and clears everything on "Clear filters"', async () => {
    backend();
    const user = await openPanel('cleaner');
    await chooseCriterion(user, 'Creation date');
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByLabelText('To'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Creation date: 2026-01-01 – 2026-01-31')).toBeInTheDocument();
    expect(query()).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-02-10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByText('Creation date: 2026-01-01 – 2026-01-31')).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Creation date:/)).toHaveLength(1);
    expect(query()).toMatchObject({ from: '2026-02-01', to: '2026-02-10' });

    await chooseCriterion(user, 'Status');
    await chooseValue(user, 'Opened');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(query().filter).toEqual(['status:"1"']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(query()).toEqual({ filter: [] });
  });

  it('shows the options error, empties the options and stops loading when a request fails', async () => {
    backend();
    const user = await openPanel('admin');
    await chooseCriterion(user, 'Type');
    expect(await screen.findByRole('option', { name: 'Odour' })).toBeInTheDocument();

    await chooseCriterion(user, 'Supervisor');
    expect(await screen.findByText('The options could not be loaded. Please, try again.')).toBeInTheDocument();
    const select = screen.getByLabelText(/^Value/);
    expect(within(select).getAllByRole('option')).toHaveLength(1);
    expect(within(select).queryByText('Loading options…')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Loading options…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('offers each role only the criteria whose options it may read', () => {
    const names = (role: string, kind: FilterScreen) => filterCriteriaFor(role, kind).map((spec) => spec.parent ? `${spec.criterion}<${spec.parent}` : spec.criterion);
    expect(names('admin', 'devices')).toEqual(['landlord', 'building<landlord', 'floor<building', 'facility<floor', 'device<facility', 'type', 'deviceStatus', 'creationDate']);
    expect(names('ll-manager', 'issues')).toEqual(['building', 'floor<building', 'facility<floor', 'device<facility', 'type', 'status', 'escalation', 'cleaningCompany', 'creationDate']);
    expect(names('supervisor', 'issues')).toEqual(['building', 'floor<building', 'facility<floor', 'type', 'status', 'escalation', 'supervisor', 'creationDate']);
    expect(names('cleaner', 'issues')).toEqual(['building', 'floor<building', 'facility<floor', 'type', 'status', 'escalation', 'creationDate']);
    expect(names('janitor', 'issues')).toEqual([]);
  });

  it('sends an escalation choice as the levels it stands for: N or higher, one level, or none', () => {
    const chosen = (...values: string[]) =>
      selectionQuery({ lists: { escalation: values.map((value) => ({ value, label: value })) }, dateRange: null }).filter;
    expect(chosen('1+')).toEqual(['1', '2', '3', '4', '5'].map((level) => `escalationLevel:"${level}"`));
    expect(chosen('4+')).toEqual(['escalationLevel:"4"', 'escalationLevel:"5"']);
    expect(chosen('5', '0')).toEqual(['escalationLevel:"5"', 'escalationLevel:"0"']);
  });

  it('gives lists that name their own criteria the estate tree, landlord first for the administrator only', () => {
    const tree = (role: string, depth: 'building' | 'floor') =>
      estateCriteria(role, depth).map((spec) => (spec.parent ? `${spec.criterion}<${spec.parent}` : spec.criterion));
    expect(tree('admin', 'floor')).toEqual(['landlord', 'building<landlord', 'floor<building']);
    expect(tree('ll-manager', 'building')).toEqual(['building']);
    expect(tree('cc-manager', 'floor')).toEqual(['building', 'floor<building']);
    expect(tree('janitor', 'floor')).toEqual([]);
  });
});
