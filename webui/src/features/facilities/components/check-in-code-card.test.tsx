import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { json, mockFetch, type Call } from '@/testing/mock-fetch';
import { renderPage, renderRoutes, signInAs } from '@/testing/test-utils';
import { CheckInCodeCard } from './check-in-code-card';

const CODE_PATH = '/api/facilities/fa1/check-in-code';
const urlOf = (code: string) => `https://console.example/check-in/${code}`;

/** The server: answers the code in force; a POST puts a new one in its place (or is refused with `refusal`). */
function backend(refusal?: { status: number; body: unknown }) {
  let code = 'door-code-1';
  return mockFetch((call: Call) => {
    if (call.path !== CODE_PATH) return undefined;
    if (call.method === 'GET') return json({ code, url: urlOf(code) });
    if (call.method === 'POST') {
      if (refusal) return json(refusal.body, refusal.status);
      code = 'door-code-2';
      return json({ code, url: urlOf(code) }, 201);
    }
    return undefined;
  });
}

function renderCard() {
  signInAs('ll-manager');
  renderPage(<CheckInCodeCard facilityId="fa1" facilityName="Ladies Ground" />);
  return userEvent.setup();
}

describe('check-in code card', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    appStore.set(languageAtom, RESET);
  });

  it('shows the door’s QR code with its address under it', async () => {
    backend();
    renderCard();
    expect(await screen.findByRole('img', { name: `Check-in QR code for ${urlOf('door-code-1')}` })).toBeInTheDocument();
    expect(screen.getByTestId('check-in-url')).toHaveTextContent(urlOf('door-code-1'));
    expect(screen.getByRole('heading', { name: 'Check-in code', level: 2 })).toBeInTheDocument();
  });

  it('prints the card alone', async () => {
    backend();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      // While the print dialog is open the page is marked to show the card's sheet alone.
      expect(document.body.hasAttribute('data-print-check-in')).toBe(true);
    });
    const user = renderCard();
    await screen.findByTestId('check-in-url');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.body.hasAttribute('data-print-check-in')).toBe(false);
  });

  it('renews the code only after saying the old one stops working, then shows the new one', async () => {
    const { calls } = backend();
    const user = renderCard();
    await screen.findByTestId('check-in-url');
    await user.click(screen.getByRole('button', { name: 'Renew code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Renew the check-in code?' });
    expect(within(dialog).getByText(/stops working at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Renew code' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Renew code' }));
    await waitFor(() => expect(screen.getByTestId('check-in-url')).toHaveTextContent(urlOf('door-code-2')));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([CODE_PATH]);
  });

  it('keeps showing the code in force when the renewal is refused, and says why', async () => {
    backend({ status: 403, body: { message: 'Access denied!', code: 'access-denied', params: {}, violations: [] } });
    const user = renderCard();
    await screen.findByTestId('check-in-url');
    await user.click(screen.getByRole('button', { name: 'Renew code' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Renew code' }));
    expect(await screen.findByText('Your role does not allow this')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-url')).toHaveTextContent(urlOf('door-code-1'));
  });

  it('speaks Chinese', async () => {
    backend();
    act(() => appStore.set(languageAtom, 'zh'));
    signInAs('ll-manager');
    renderRoutes([{ path: '*', element: <CheckInCodeCard facilityId="fa1" facilityName="Ladies Ground" /> }], '/', { liveLanguage: true });
    expect(await screen.findByRole('heading', { name: '签到代码' })).toBeInTheDocument();
    expect(await screen.findByText('员工：扫码签到')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更换代码' })).toBeInTheDocument();
  });
});
