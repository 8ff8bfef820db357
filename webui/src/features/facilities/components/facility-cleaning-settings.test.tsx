import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { languageAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { json, mockFetch, noContent, type Call } from '@/testing/mock-fetch';
import { renderPage, renderRoutes, signInAs } from '@/testing/test-utils';
import type { FacilitySettings } from '../api/facility-settings';
import { FacilityCleaningSettings } from './facility-cleaning-settings';

const SETTINGS = '/api/facilities/fa1/settings';
const OFF: FacilitySettings = { cleanAfterVisitors: null, visitorsSinceCleaning: null, countingSince: null, openIssueId: null };
const ON: FacilitySettings = { cleanAfterVisitors: 150, visitorsSinceCleaning: 42, countingSince: '2026-11-20T08:00:00Z', openIssueId: null };

/** The server: answers the settings as last set, and a PUT sets them (or refuses with `refusal`). */
function backend(start: FacilitySettings, refusal?: unknown) {
  let now = start;
  return mockFetch((call: Call) => {
    if (call.path !== SETTINGS) return undefined;
    if (call.method === 'GET') return json(now);
    if (call.method === 'PUT') {
      if (refusal) return json(refusal, 400);
      const { cleanAfterVisitors } = call.body as { cleanAfterVisitors: number | null };
      now = cleanAfterVisitors === null ? OFF : { ...ON, cleanAfterVisitors, visitorsSinceCleaning: 0 };
      return noContent();
    }
    return undefined;
  });
}

const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT').map((call) => call.body);

function renderSettings() {
  signInAs('ll-manager');
  renderPage(<FacilityCleaningSettings facilityId="fa1" />);
  return userEvent.setup();
}

describe('cleaning by visitors', () => {
  afterEach(() => {
    cleanup();
    appStore.set(languageAtom, RESET);
  });

  it('says it is off, and sets the visitors after which a cleaning is due', async () => {
    const { calls } = backend(OFF);
    const user = renderSettings();
    expect(await screen.findByText('Off: visitors do not call for a cleaning here.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Cleaning by visitors' });
    await user.type(within(form).getByRole('textbox', { name: 'Clean after (visitors)' }), '150');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ cleanAfterVisitors: 150 }]));
    expect(await screen.findByText('0 visitors of 150 since the last cleaning')).toBeInTheDocument();
  });

  it('shows the visitors counted since the last cleaning and whether a cleaning is due', async () => {
    backend({ ...ON, visitorsSinceCleaning: 151, openIssueId: 'i1' });
    renderSettings();
    expect(await screen.findByText('151 visitors of 150 since the last cleaning')).toBeInTheDocument();
    expect(screen.getByText('Cleaning due')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Clean after (visitors)' })).toHaveValue('150');
  });

  it('turns it off with its button, or by saving it empty', async () => {
    const { calls } = backend(ON);
    const user = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ cleanAfterVisitors: null }]));
    expect(await screen.findByText('Off: visitors do not call for a cleaning here.')).toBeInTheDocument();

    cleanup();
    const again = backend(ON);
    const next = renderSettings();
    const field = await screen.findByRole('textbox', { name: 'Clean after (visitors)' });
    await next.clear(field);
    await next.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(again.calls)).toEqual([{ cleanAfterVisitors: null }]));
  });

  it('refuses what is not a whole number of visitors before sending it', async () => {
    const { calls } = backend(OFF);
    const user = renderSettings();
    const field = await screen.findByRole('textbox', { name: 'Clean after (visitors)' });
    for (const wrong of ['0', '2.5', '100001']) {
      await user.clear(field);
      await user.type(field, wrong);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toBeInTheDocument();
    }
    expect(puts(calls)).toEqual([]);
  });

  it('shows the server’s refusal on the field', async () => {
    const refusal = {
      message: 'Invalid input',
      code: 'invalid',
      params: {},
      violations: [{ field: 'cleanAfterVisitors', message: 'Must be empty or a whole number from 1 to 100000', code: 'out-of-range', params: { min: 1, max: 100000 } }],
    };
    const { calls } = backend(OFF, refusal);
    const user = renderSettings();
    await user.type(await screen.findByRole('textbox', { name: 'Clean after (visitors)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(await screen.findByRole('textbox', { name: 'Clean after (visitors)' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks Chinese', async () => {
    backend({ ...ON, openIssueId: 'i1' });
    act(() => appStore.set(languageAtom, 'zh'));
    signInAs('ll-manager');
    renderRoutes([{ path: '*', element: <FacilityCleaningSettings facilityId="fa1" /> }], '/', { liveLanguage: true });
    expect(await screen.findByRole('heading', { name: '按访客量清洁' })).toBeInTheDocument();
    expect(await screen.findByText('自上次清洁以来 42 / 150 位访客')).toBeInTheDocument();
    expect(screen.getByText('需要清洁')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '停用' })).toBeInTheDocument();
  });
});
