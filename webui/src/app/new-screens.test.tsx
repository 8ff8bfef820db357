import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guardDecision } from '@/config/roles';
import { paths } from '@/config/paths';
import { json, mockFetch, noContent, type Call } from '@/testing/mock-fetch';
import { renderRoutes, signInAs } from '@/testing/test-utils';
import { consoleRoutes } from './console-routes';
import { appRoutes } from './router';
import { records } from '@/testing/api-records';

const routes = appRoutes(consoleRoutes);

const device = records.device({
  id: 'd1', name: 'Paper GR-1', type: 'toilet-paper', typeTitle: 'Toilet paper level sensor', deviceId: 'id:6:DE3000000001',
  landlordId: 'l1', landlordName: 'Greenway Estates', facilityId: 'f1', facilityName: 'Ladies Ground', floorLabel: 'Ground',
  buildingName: 'Greenway Plaza', kpiParameters: { lowBatteryVoltage: 3.4 }, accessories: [{ name: 'Roll holder', quantity: 2 }],
  meterAdjustment: 0, status: 'ONLINE', health: 'healthy', battery: 'charged', batteryVoltage: 3.6, signal: 'good', rssi: -70, level: 45.5,
  lastUpdate: '2026-11-21T08:00:00Z', createdAt: '2026-11-20T08:00:00Z', updatedAt: '2026-11-20T08:00:00Z', version: 1, readings: records.readings({ range: 60 }),
});
const issue = records.issue({
  id: 'i1', issueType: 'paper-level-low', issueName: 'Paper level low', status: 'OPENED', issuesStatus: 1, facility: 'f1',
  facilityName: 'Ladies Ground', floorLabel: 'Ground', buildingName: 'Greenway Plaza', deviceName: 'Paper GR-1',
  createdAt: '2026-11-21T08:00:00Z', openedBy: 'rules', source: 'rule', reading: { range: 119, level: 1 },
});
const history = {
  id: 'i1', reading: { time: '2026-11-21T08:00:00Z', range: 119, level: 1, readingId: 'x' },
  events: [
    { object: 'issue', objectId: 'i1', version: 1, type: 'Opened', time: '2026-11-21T08:00:00Z', actor: 'rules', changes: { issueType: 'paper-level-low', facilityId: 'f1' } },
    { object: 'issue', objectId: 'i1', version: 2, type: 'Resolved', time: '2026-11-21T08:30:00Z', actor: 'u9', changes: {} },
  ],
  names: { f1: { kind: 'facility', name: 'Ladies Ground', page: true }, u9: { kind: 'account', name: 'Cleo Cleaner', page: false, accountKind: 'cleaner' } },
};

function backend(extra: (call: Call) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/authn/me') return json(records.account({ id: 'u1', kind: 'admin', role: 'admin', loginName: 'x@example.com', email: 'x@example.com', profile: { name: 'X' } }));
    if (call.path === '/api/notifications') return json({ items: [], total: 3, page: 1, pageSize: 1 });
    const answer = extra(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === '/api/devices') return json({ items: [device], total: 1, page: 1, pageSize: 20 });
    if (call.path === '/api/devices/d1') return json(device);
    if (call.method === 'GET' && call.path === '/api/issues') return json({ items: [issue], total: 1, page: 1, pageSize: 20 });
    if (call.path === '/api/issues/i1') return json(issue);
    if (call.path === '/api/issues/i1/tasks') return json([]);
    if (call.path === '/api/issues/i1/history') return json(history);
    return undefined;
  });
}

describe('role rules of the new screens', () => {
  it('lets the route guard open devices, issues and notifications per docs/roles.md', () => {
    expect(guardDecision('cc-manager', paths.devicesTable)).toBe('allowed');
    expect(guardDecision('cc-manager', paths.deviceInfo)).toBe('denied');
    expect(guardDecision('cc-manager', paths.editDeviceForm)).toBe('denied');
    expect(guardDecision('ll-manager', paths.editDeviceForm)).toBe('allowed');
    expect(guardDecision('ll-manager', paths.createAdHocTaskForm)).toBe('denied');
    expect(guardDecision('supervisor', paths.devicesTable)).toBe('denied');
    expect(guardDecision('cleaner', paths.issuesTable)).toBe('allowed');
    expect(guardDecision('cleaner', paths.createAdHocTaskForm)).toBe('denied');
    expect(guardDecision('worker', paths.adHocTaskInfo)).toBe('allowed');
    for (const role of ['admin', 'll-manager', 'cc-manager', 'supervisor', 'cleaner', 'worker']) {
      expect(guardDecision(role, paths.notificationsTable)).toBe('allowed');
    }
  });

  it('shows a cleaning company manager the devices read-only', async () => {
    backend();
    signInAs('cc-manager');
    renderRoutes(routes, paths.devicesTable);
    const table = await screen.findByRole('table', { name: 'Devices' });
    expect(await within(table).findByText('Paper GR-1')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Paper GR-1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New device' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all rows on this page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('lets the administrator create devices and delete the selected ones in one call', async () => {
    const { calls } = backend((call) => (call.method === 'DELETE' && call.path === '/api/devices' ? noContent() : undefined));
    signInAs('admin');
    renderRoutes(routes, paths.devicesTable);
    const table = await screen.findByRole('table', { name: 'Devices' });
    expect(await within(table).findByRole('link', { name: 'Paper GR-1' })).toHaveAttribute('href', '/devices/device-info?deviceId=d1');
    expect(screen.getByRole('link', { name: 'New device' })).toHaveAttribute('href', '/devices/edit-device-form');
    expect(within(table).getByText('Online')).toBeInTheDocument();
    expect(within(table).getByText('45.5%')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Paper GR-1' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    const call = calls.find((c) => c.method === 'DELETE');
    expect(call?.path).toBe('/api/devices');
    expect(call?.search.getAll('ids')).toEqual(['d1']);
  });

  it('gives a landlord manager the device info with edit and delete, and denies the edit form to a cleaning company manager', async () => {
    backend();
    signInAs('ll-manager');
    const { unmount } = renderRoutes(routes, `${paths.deviceInfo}?deviceId=d1`);
    expect(await screen.findByRole('heading', { name: 'Paper GR-1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/devices/edit-device-form?deviceId=d1');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByText('Roll holder')).toBeInTheDocument();
    expect(screen.getByText('Low battery below (V)')).toBeInTheDocument();
    unmount();

    signInAs('cc-manager');
    renderRoutes(routes, paths.editDeviceForm);
    expect(await screen.findByRole('heading', { name: 'Access denied!' })).toBeInTheDocument();
  });

  it('lets a cleaner resolve issues but not open devices, with the bell in the header', async () => {
    backend();
    signInAs('cleaner');
    const { unmount } = renderRoutes(routes, paths.issuesTable);
    expect(await screen.findByRole('button', { name: 'Mark as resolved' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute('href', '/notifications/table');
    unmount();
    renderRoutes(routes, paths.devicesTable);
    expect(await screen.findByRole('heading', { name: 'Access denied!' })).toBeInTheDocument();
  });

  it('shows a landlord manager an issue without resolve or ad hoc tasks, and the auditor history', async () => {
    backend();
    signInAs('ll-manager');
    renderRoutes(routes, `${paths.issuesTable}?issueId=i1`);
    expect(await screen.findByRole('heading', { name: 'Paper level low' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as resolved' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Ad hoc tasks' }));
    expect(await screen.findByText('No ad hoc tasks for this issue yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create ad hoc task' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('The reading that raised it')).toBeInTheDocument();
    expect(screen.getByText('The rules opened the issue: Paper level low at')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ladies Ground' })).toHaveAttribute('href', '/facilities/facility-reports?facilityId=f1');
    expect(screen.getByText('Cleo Cleaner')).toBeInTheDocument();
    expect(screen.getByText(/resolved the issue/)).toBeInTheDocument();
    expect(screen.getByText('Range (mm)')).toBeInTheDocument();
  });

  it('lets a supervisor create an ad hoc task from an open issue', async () => {
    backend();
    signInAs('supervisor');
    renderRoutes(routes, `${paths.issuesTable}?issueId=i1`);
    expect(await screen.findByRole('button', { name: 'Mark as resolved' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Ad hoc tasks' }));
    expect(await screen.findByRole('link', { name: 'Create ad hoc task' })).toHaveAttribute('href', '/issues/create-ad-hoc-task-form?issueId=i1');
  });
});
