import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, noContent, type Call } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { BuildingInfoRoute } from '../routes/building-info';
import type { Facility, Floor, Marker } from '../types';
import { FloorPlanManager } from './floor-plan-manager';
import { records } from '@/testing/api-records';

const PLAN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const floors: Floor[] = [
  records.floor({ id: 'f1', buildingId: 'b1', label: 'Ground', floorNumber: 0, hasPlan: true, version: 1 }),
  records.floor({ id: 'f2', buildingId: 'b1', label: 'Level 1', floorNumber: 1, hasPlan: false, version: 1 }),
];

const facilities: Facility[] = [
  records.facility({ id: 'fa1', name: 'Gents Ground', code: 'G-M', type: 'male', floorId: 'f1' }),
  records.facility({ id: 'fa2', name: 'Ladies Ground', code: 'G-F', type: 'female', floorId: 'f1' }),
  records.facility({ id: 'fa3', name: 'Access Ground', code: 'G-A', type: 'accessible', floorId: 'f1' }),
  records.facility({ id: 'fa4', name: 'Ladies Level 1', code: '1-F', type: 'female', floorId: 'f2' }),
];

const groundMarkers: Marker[] = [
  { type: 'male', x: 0.25, y: 0.4, facilityId: 'fa1' },
  { type: 'female', x: 0.6, y: 0.5, facilityId: 'fa2', label: 'By the lift' },
];

type Answer = (call: Call) => Response | undefined;

/**
 * A small floors backend: PUTs change what later GETs answer. `before` sees each call
 * first and may answer it itself, or pass it on with `answer`.
 */
function backend(before?: (call: Call, answer: Answer) => Response | Promise<Response> | undefined) {
  const details: Record<string, Floor> = {
    f1: { ...floors[0], floorPlan: PLAN, markers: groundMarkers },
    f2: { ...floors[1], floorPlan: null, markers: [] },
  };
  const answer: Answer = (call) => {
    const match = /^\/api\/floors\/(f\d)(\/plan|\/markers)?$/.exec(call.path);
    const floor = match && details[match[1]];
    if (!floor) return undefined;
    if (call.method === 'GET' && !match[2]) return json(floor);
    if (call.method === 'PUT' && match[2] === '/markers') {
      floor.markers = (call.body as { markers: Marker[] }).markers;
      return noContent();
    }
    if (call.method === 'PUT' && match[2] === '/plan') {
      floor.floorPlan = (call.body as { floorPlan: string | null }).floorPlan;
      return noContent();
    }
    return undefined;
  };
  const mock = mockFetch((call) => (before ? before(call, answer) : answer(call)));
  const gets = (floorId: string) => mock.calls.filter((c) => c.method === 'GET' && c.path === `/api/floors/${floorId}`);
  const puts = () => mock.calls.filter((c) => c.method === 'PUT');
  return { ...mock, gets, puts };
}

function renderManager(role: string) {
  signInAs(role);
  return renderPage(<FloorPlanManager floors={floors} facilities={facilities} />);
}

/** Opens the marker editor of the first floor as a landlord manager. */
async function editMarkers() {
  renderManager('ll-manager');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit markers' }));
  return user;
}

/** The plan as it is shown: 400 × 200 pixels, 10 px from the left and 20 px from the top of the viewport. */
async function displayedPlan() {
  const plan = await screen.findByRole('img', { name: 'Floor plan of Ground' });
  vi.spyOn(plan, 'getBoundingClientRect').mockReturnValue({
    left: 10,
    top: 20,
    width: 400,
    height: 200,
    right: 410,
    bottom: 220,
    x: 10,
    y: 20,
    toJSON: () => ({}),
  });
  return plan;
}

describe('floor plan manager', () => {
  it('shows the markers of the first floor over its plan, at their fractions of it', async () => {
    backend();
    renderManager('ll-manager');
    const plan = await screen.findByRole('img', { name: 'Floor plan of Ground' });
    expect(plan).toHaveAttribute('src', PLAN);
    expect(screen.getByLabelText('Floor')).toHaveValue('f1');
    const gents = screen.getByRole('img', { name: 'Male toilet: Gents Ground' });
    expect(gents).toHaveStyle({ left: '25%', top: '40%' });
    expect(gents).toHaveAttribute('data-marker-type', 'male');
    const ladies = screen.getByRole('img', { name: 'Female toilet: Ladies Ground' });
    expect(ladies).toHaveStyle({ left: '60%', top: '50%' });
    expect(ladies).toHaveAttribute('data-marker-type', 'female');
  });

  it('says the plan is loading, then that it is not loaded for a floor without one', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { gets } = backend((call, answer) => (call.path === '/api/floors/f2' ? held.then(() => answer(call)!) : answer(call)));
    renderManager('ll-manager');
    await screen.findByRole('img', { name: 'Floor plan of Ground' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Floor'), 'Level 1');
    expect(await screen.findByText('Loading plan…')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Floor plan of/ })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('The plan is not loaded')).toBeInTheDocument();
    expect(screen.queryByText('Loading plan…')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Floor plan of/ })).not.toBeInTheDocument();
    expect(gets('f2')).toHaveLength(1);
  });

  it('says plan loading failed when the floor does not come, and tries again', async () => {
    let failures = 1;
    const { gets } = backend((call, answer) => {
      if (call.method !== 'GET' || failures === 0) return answer(call);
      failures -= 1;
      return json({ message: 'Internal server error', violations: [] }, 500);
    });
    renderManager('ll-manager');
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Plan loading failed');
    expect(screen.queryByRole('button', { name: 'Edit markers' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Floor plan of Ground' })).toBeInTheDocument();
    expect(screen.queryByText('Plan loading failed')).not.toBeInTheDocument();
    expect(gets('f1')).toHaveLength(2);
  });

  it('says plan loading failed when the image does not load, and tries again', async () => {
    const { gets } = backend();
    renderManager('ll-manager');
    fireEvent.error(await screen.findByRole('img', { name: 'Floor plan of Ground' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Plan loading failed');
    expect(screen.queryByRole('img', { name: 'Floor plan of Ground' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Floor plan of Ground' })).toBeInTheDocument();
    expect(gets('f1')).toHaveLength(2);
  });

  it('adds a marker where the plan is clicked and saves all markers of the floor as fractions', async () => {
    const { puts } = backend();
    const user = await editMarkers();
    await user.click(screen.getByRole('button', { name: 'Female' }));
    expect(screen.getByRole('button', { name: 'Female' })).toHaveAttribute('aria-pressed', 'true');
    // A quarter across, three quarters down the displayed plan.
    fireEvent.click(await displayedPlan(), { clientX: 110, clientY: 170 });
    const added = screen.getByRole('img', { name: 'Female toilet: no facility chosen' });
    expect(added).toHaveStyle({ left: '25%', top: '75%' });
    expect(screen.getByText('Marker 3')).toBeInTheDocument();
    // Female markers offer the female facilities of the floor.
    const select = screen.getByLabelText('Facility of marker 3');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select…', 'Ladies Ground (G-F)']);
    await user.selectOptions(select, 'Ladies Ground (G-F)');
    await user.click(screen.getByRole('button', { name: 'Save markers' }));

    expect(await screen.findByText('Markers saved')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(puts()[0].path).toBe('/api/floors/f1/markers');
    expect(puts()[0].body).toEqual({
      markers: [
        { type: 'male', x: 0.25, y: 0.4, facilityId: 'fa1' },
        { type: 'female', x: 0.6, y: 0.5, facilityId: 'fa2', label: 'By the lift' },
        { type: 'female', x: 0.25, y: 0.75, facilityId: 'fa2' },
      ],
    });
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Female toilet: Ladies Ground' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Save markers' })).not.toBeInTheDocument();
  });

  it('removes a marker and cancels edits without saving', async () => {
    const { puts } = backend();
    const user = await editMarkers();
    await user.click(screen.getByRole('button', { name: 'Remove marker 1' }));
    expect(screen.queryByRole('img', { name: 'Male toilet: Gents Ground' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('img', { name: 'Male toilet: Gents Ground' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save markers' })).not.toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('says which markers need a facility instead of saving them', async () => {
    const { puts } = backend();
    const user = await editMarkers();
    fireEvent.click(await displayedPlan(), { clientX: 210, clientY: 120 });
    await user.click(screen.getByRole('button', { name: 'Save markers' }));
    expect(await screen.findByText('1 marker has no facility. Choose a facility for every marker before saving.')).toBeInTheDocument();
    expect(screen.getByLabelText('Facility of marker 3')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('shows where the server refuses a marker', async () => {
    backend((call, answer) =>
      call.method === 'PUT'
        ? json({ message: 'Invalid markers', code: 'invalid-input', params: {}, violations: [{ field: 'markers[0].facilityId', message: 'Not a facility of this floor', code: 'invalid', params: {} }] }, 400)
        : answer(call),
    );
    const user = await editMarkers();
    await user.click(screen.getByRole('button', { name: 'Save markers' }));
    expect(await screen.findByText('Not a facility of this floor')).toBeInTheDocument();
    expect(screen.getByLabelText('Facility of marker 1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Facility of marker 2')).not.toHaveAttribute('aria-invalid');
  });

  it('asks before switching floors while a marker has empty fields, and drops the edits when told to go on', async () => {
    const { gets, puts } = backend();
    const user = await editMarkers();
    fireEvent.click(await displayedPlan(), { clientX: 110, clientY: 170 });
    await user.selectOptions(screen.getByLabelText('Floor'), 'Level 1');

    let dialog = await screen.findByRole('alertdialog', { name: 'Switch floors?' });
    expect(dialog).toHaveTextContent('1 marker has empty fields and would not be saved. The unsaved marker changes on Ground will be dropped.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Floor')).toHaveValue('f1');
    expect(screen.getByText('Marker 3')).toBeInTheDocument();
    expect(gets('f2')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Floor'), 'Level 1');
    dialog = await screen.findByRole('alertdialog', { name: 'Switch floors?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch floor' }));
    expect(await screen.findByText('The plan is not loaded')).toBeInTheDocument();
    expect(screen.getByLabelText('Floor')).toHaveValue('f2');
    expect(screen.queryByRole('button', { name: 'Save markers' })).not.toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Floor'), 'Ground');
    await screen.findByRole('img', { name: 'Floor plan of Ground' });
    expect(screen.queryByRole('img', { name: /no facility chosen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('switches floors without asking while the markers are unchanged', async () => {
    const { gets } = backend();
    const user = await editMarkers();
    await user.selectOptions(screen.getByLabelText('Floor'), 'Level 1');
    expect(await screen.findByText('The plan is not loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(gets('f2')).toHaveLength(1);
  });

  it('refuses a file that is not an image, or is over 1.5 MB, before sending it', async () => {
    const { puts } = backend();
    renderManager('ll-manager');
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Plan image');
    await user.upload(input, new File(['name,code\n'], 'facilities.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG, SVG or WebP image');

    const big = new File(['x'], 'plan.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 1.5 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The plan image is too large (at most 1.5 MB)');
    expect(puts()).toHaveLength(0);
  });

  it('uploads a plan as a data URI, shows what the server refuses, and removes a plan', async () => {
    let refuse = true;
    const { puts, gets } = backend((call, answer) => {
      if (call.method !== 'PUT' || !refuse) return answer(call);
      refuse = false;
      return json({ message: 'Invalid plan', code: 'invalid-input', params: {}, violations: [{ field: 'floorPlan', message: 'Must be a PNG, JPEG, SVG or WebP image as a data URI', code: 'invalid', params: {} }] }, 400);
    });
    renderManager('ll-manager');
    const user = userEvent.setup();
    await screen.findByRole('img', { name: 'Floor plan of Ground' });
    const file = new File([Uint8Array.from(atob(PLAN.split(',')[1]), (c) => c.charCodeAt(0))], 'plan.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Plan image'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be a PNG, JPEG, SVG or WebP image as a data URI');
    expect(puts()[0].body).toEqual({ floorPlan: PLAN });

    await user.upload(screen.getByLabelText('Plan image'), file);
    expect(await screen.findByText('Plan uploaded')).toBeInTheDocument();
    expect(puts()).toHaveLength(2);
    await waitFor(() => expect(gets('f1')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Remove plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove plan' }));
    expect(await screen.findByText('The plan is not loaded')).toBeInTheDocument();
    expect(puts()[2]).toMatchObject({ path: '/api/floors/f1/plan', body: { floorPlan: null } });
  });

  it('shows a role that may not edit the plan and markers, without editing controls', async () => {
    const { puts } = backend();
    renderManager('supervisor');
    const plan = await screen.findByRole('img', { name: 'Floor plan of Ground' });
    expect(screen.getByRole('img', { name: 'Male toilet: Gents Ground' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit markers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /plan/i })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Plan image')).not.toBeInTheDocument();
    fireEvent.click(plan, { clientX: 5, clientY: 5 });
    expect(screen.getAllByRole('img', { name: /toilet/ })).toHaveLength(2);
    expect(puts()).toHaveLength(0);
  });
});

describe('building info', () => {
  it('has the floor plan manager, with the floors in building order', async () => {
    const { gets } = backend((call, answer) => {
      if (call.path === '/api/buildings/b1') return json(records.building({ id: 'b1', name: 'Harbourfront Tower', address: '1 Quay', postalCode: '0001', landlordId: 'l1' }));
      if (call.path === '/api/buildings/b1/floors') return json([floors[1], floors[0]]);
      if (call.path === '/api/buildings/b1/facilities') return json(facilities);
      return answer(call);
    });
    signInAs('ll-manager');
    renderPage(<BuildingInfoRoute />, '/buildings/building-info?buildingId=b1');
    expect(await screen.findByRole('heading', { name: 'Floor plan' })).toBeInTheDocument();
    const select = screen.getByLabelText('Floor');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Ground', 'Level 1']);
    expect(await screen.findByRole('img', { name: 'Female toilet: Ladies Ground' })).toBeInTheDocument();
    expect(gets('f1').length).toBeGreaterThan(0);
  });
});
