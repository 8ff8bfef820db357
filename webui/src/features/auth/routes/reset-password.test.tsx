import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publicPaths } from '@/config/public-paths';
import { languageAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { json, mockFetch, noContent } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import { ResetPasswordRoute } from './reset-password';

const TOKEN = '2f1c3b9e-0000-4000-8000-000000000000.c2VjcmV0';
const INVALID = {
  message: 'This password reset link is not valid: it was used, has expired or was replaced',
  code: 'reset-link-invalid',
  params: {},
  violations: [],
};

function backend(answer: () => Response) {
  return mockFetch((call) => (call.method === 'POST' && call.path === '/api/authn/password-reset' ? answer() : undefined));
}

const openLink = (path = `/reset-password?token=${encodeURIComponent(TOKEN)}`) =>
  renderRoutes(
    [
      { path: publicPaths.resetPassword, element: <ResetPasswordRoute /> },
      { path: '/', element: <p>sign-in page</p> },
    ],
    path,
    { liveLanguage: true },
  );

async function setPassword(first: string, second: string, labels = { first: /^New password\W*$/, second: /New password again/, submit: 'Set password' }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.first), first);
  await user.type(screen.getByLabelText(labels.second), second);
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

describe('setting a new password through a reset link', () => {
  it('sends the link’s token with the new password, without signing in, then leads to sign-in', async () => {
    const { calls } = backend(noContent);
    const { router } = openLink();
    expect(await screen.findByRole('heading', { name: 'Set a new password', level: 1 })).toBeInTheDocument();
    await setPassword('a-brand-new-password', 'a-brand-new-password');
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is set');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ token: TOKEN, newPassword: 'a-brand-new-password' });
    expect(calls[0].headers.has('Authorization')).toBe(false);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('checks the two passwords before calling the server', async () => {
    const { calls } = backend(noContent);
    openLink();
    await setPassword('a-brand-new-password', 'another-password');
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says a used or expired link does not work, in Chinese too', async () => {
    backend(() => json(INVALID, 400));
    openLink();
    await setPassword('a-brand-new-password', 'a-brand-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link does not work any more');
    await userEvent.setup().click(screen.getByRole('button', { name: '中文' }));
    expect(await screen.findByRole('heading', { name: '设置新密码', level: 1 })).toBeInTheDocument();
    await setPassword('x', 'x', { first: /^新密码\W*$/, second: /再次输入新密码/, submit: '设置密码' });
    expect(await screen.findByText('至少 8 个字符')).toBeInTheDocument();
    await setPassword('-password', '-password', { first: /^新密码\W*$/, second: /再次输入新密码/, submit: '设置密码' });
    expect(await screen.findByRole('alert')).toHaveTextContent('此链接已失效');
    act(() => appStore.set(languageAtom, 'en'));
  });

  it('says what it needs when opened without a link', async () => {
    const { calls } = backend(noContent);
    openLink('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page needs the link your administrator gave you');
    expect(screen.queryByLabelText(/^New password\W*$/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
