import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readStoredTokens } from '@/lib/stored-session';
import { makeToken } from '@/testing/jwt';
import { json, mockFetch, offSchema } from '@/testing/mock-fetch';
import { SignInApp } from './sign-in-app';

function renderEntry(search = '') {
  window.history.replaceState(null, '', `/${search}`);
  const openConsole = vi.fn(() => Promise.resolve());
  render(<SignInApp openConsole={openConsole} />);
  return { openConsole };
}

async function signIn(labels = { email: /Email/, password: /Password/, login: 'Login' }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.email), 'admin@example.com');
  await user.type(screen.getByLabelText(labels.password), 'demo-password');
  await user.click(screen.getByRole('button', { name: labels.login }));
}

describe("the sign-in page's own entry", () => {
  it('signs in, keeps the session where the console reads it and opens the page asked for', async () => {
    const tokens = { accessToken: makeToken({ role: 'admin' }), refreshToken: 'refresh-1' };
    const { calls } = mockFetch((call) => (call.path === '/api/authn/log-in' ? json(tokens) : undefined));
    const { openConsole } = renderEntry('?redirectTo=%2Fcompanies%2Ftable');
    expect(await screen.findByText('Please sign in to continue.')).toBeInTheDocument();
    await signIn();
    await waitFor(() => expect(openConsole).toHaveBeenCalledWith('/companies/table'));
    expect(readStoredTokens()).toEqual(tokens);
    expect(document.cookie).toContain('authorizationToken=');
    expect(calls[0].headers.has('Authorization')).toBe(false);
  });

  it("opens the role's first screen without a page asked for, and never one of another site", async () => {
    mockFetch(() => json({ accessToken: makeToken({ role: 'cleaner' }), refreshToken: 'r' }));
    const { openConsole } = renderEntry('?redirectTo=%2F%2Fevil.example.com');
    await signIn();
    await waitFor(() => expect(openConsole).toHaveBeenCalledWith('/my-work'));
  });

  it('speaks the language chosen last, and says why sign-in failed', async () => {
    localStorage.setItem('lang', 'zh');
    mockFetch(() => json({ message: 'Wrong login name or password', code: 'wrong-credentials', params: {}, violations: [] }, 401));
    const { openConsole } = renderEntry();
    expect(await screen.findByRole('heading', { name: '卫生管理系统' })).toBeInTheDocument();
    await signIn({ email: /电子邮箱/, password: /密码/, login: '登录' });
    expect(await screen.findByText('登录名或密码错误')).toBeInTheDocument();
    expect(readStoredTokens()).toBeNull();
    expect(openConsole).not.toHaveBeenCalled();
  });

  it('keeps nothing when the reply has no refresh token', async () => {
    // A reply the schema does not allow: the page must not take it for a session.
    mockFetch(() => offSchema(json({ accessToken: makeToken() })));
    const { openConsole } = renderEntry();
    await signIn();
    expect(await screen.findByText(/did not start a session/)).toBeInTheDocument();
    expect(readStoredTokens()).toBeNull();
    expect(openConsole).not.toHaveBeenCalled();
  });
});
