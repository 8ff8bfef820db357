import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getTokens } from '@/lib/session';
import { languageAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { makeToken } from '@/testing/jwt';
import { json, mockFetch, offSchema } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import { SignInRoute } from './sign-in';

function renderSignIn(path = '/', { liveLanguage = false } = {}) {
  return renderRoutes(
    [
      { path: '/', element: <SignInRoute /> },
      { path: '*', element: <p>landed</p> },
    ],
    path,
    { liveLanguage },
  );
}

async function fillAndSubmit(email: string, password: string, labels = { email: /Email/, password: /Password/, login: 'Login' }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(labels.email), email);
  await user.type(screen.getByLabelText(labels.password), password);
  await user.click(screen.getByRole('button', { name: labels.login }));
}

describe('sign-in', () => {
  it('shows the title, fields, forgot-password link and login button', () => {
    renderSignIn();
    expect(screen.getByRole('heading', { name: 'Hygiene management system' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('signs in, stores both tokens and goes back to the attempted page', async () => {
    const tokens = { accessToken: makeToken({ role: 'admin' }), refreshToken: 'refresh-1' };
    const { calls } = mockFetch((call) => (call.path === '/api/authn/log-in' ? json(tokens) : undefined));
    const { router } = renderSignIn('/?redirectTo=%2Fcompanies%2Ftable');
    await fillAndSubmit('admin@example.com', 'demo-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/table'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/authn/log-in', body: { loginName: 'admin@example.com', password: 'demo-password' } });
    expect(calls[0].headers.has('Authorization')).toBe(false);
    expect(getTokens()).toEqual(tokens);
  });

  it("lands on the role's first screen without a redirect", async () => {
    mockFetch(() => json({ accessToken: makeToken({ role: 'cleaner' }), refreshToken: 'r' }));
    const { router } = renderSignIn();
    await fillAndSubmit('cleaner@example.com', 'demo-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-work'));
  });

  it('says why sign-in failed, from the error code', async () => {
    mockFetch(() => json({ message: 'Wrong login name or password', code: 'wrong-credentials', params: {}, violations: [] }, 401));
    renderSignIn();
    await fillAndSubmit('admin@example.com', 'nope-nope');
    expect(await screen.findByText('Wrong login name or password')).toBeInTheDocument();
    expect(getTokens()).toBeNull();
  });

  it('says it in Chinese when Chinese is chosen', async () => {
    mockFetch(() => json({ message: 'Wrong login name or password', code: 'wrong-credentials', params: {}, violations: [] }, 401));
    act(() => appStore.set(languageAtom, 'zh'));
    renderSignIn('/', { liveLanguage: true });
    expect(await screen.findByRole('heading', { name: '卫生管理系统' })).toBeInTheDocument();
    await fillAndSubmit('admin@example.com', 'nope-nope', { email: /电子邮箱/, password: /密码/, login: '登录' });
    expect(await screen.findByText('登录名或密码错误')).toBeInTheDocument();
  });

  it("shows the server's message when the body has no code", async () => {
    // Not what the server answers (it always sends a code): how the screen copes with one that does not.
    mockFetch(() => offSchema(json({ message: 'Account locked', violations: [] }, 401)));
    renderSignIn();
    await fillAndSubmit('admin@example.com', 'nope-nope');
    expect(await screen.findByText('Account locked')).toBeInTheDocument();
  });

  it('stores nothing when the reply has no refresh token', async () => {
    // A reply the schema does not allow: the screen must not take it for a session.
    mockFetch(() => offSchema(json({ accessToken: makeToken() })));
    const { router } = renderSignIn();
    await fillAndSubmit('admin@example.com', 'demo-password');
    expect(await screen.findByText(/did not start a session/)).toBeInTheDocument();
    expect(getTokens()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks for a new password with the login name typed, without a token, and says the same whatever the name', async () => {
    const { calls } = mockFetch((call) => (call.path === '/api/authn/password-reset-request' ? new Response(null, { status: 202 }) : undefined));
    renderSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'cleaner@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const form = await screen.findByRole('form', { name: 'Forgot your password?' });
    expect(screen.getByLabelText(/Email/)).toHaveValue('cleaner@example.com');
    await user.click(screen.getByRole('button', { name: 'Ask for a new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/If an account has this login name, its administrator will give you a link/);
    expect(form).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/authn/password-reset-request', body: { loginName: 'cleaner@example.com' } });
    expect(calls[0].headers.has('Authorization')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('says when reset requests are asked too often, in Chinese too', async () => {
    mockFetch(() =>
      json(
        { message: 'Too many password reset requests. Try again in 2 minutes', code: 'reset-requests-throttled', params: { minutes: 2, retryAfter: 120 }, violations: [] },
        429,
        { 'Retry-After': '120' },
      ),
    );
    act(() => appStore.set(languageAtom, 'zh'));
    renderSignIn('/', { liveLanguage: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '忘记密码？' }));
    await user.type(screen.getByLabelText(/电子邮箱/), 'cleaner@example.com');
    await user.click(screen.getByRole('button', { name: '申请新密码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('重置密码的申请过多，请 2 分钟后再试');
  });

  it('checks the fields before calling the server', async () => {
    const { calls } = mockFetch(() => undefined);
    renderSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
