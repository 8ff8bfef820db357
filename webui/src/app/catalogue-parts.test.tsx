import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@/lang/compiled/en.json';
import { loadMessages } from '@/lib/i18n';
import { languageAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import { consoleRoutes } from './console-routes';
import { appRoutes } from './router';

const routes = appRoutes(consoleRoutes);

describe('the catalogue in two parts', () => {
  it('holds every message once: the public part without the signed-in screens', async () => {
    const [all, publicPart, consolePart] = await Promise.all([
      loadMessages('en'),
      loadMessages('en', ['public']),
      loadMessages('en', ['console']),
    ]);
    expect(Object.keys(all).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(publicPart).filter((id) => id in consolePart)).toEqual([]);
    expect(Object.keys(publicPart)).toEqual(expect.arrayContaining(['auth.signIn', 'auth.resetTitle', 'visit.title', 'apiError.wrongCredentials']));
    expect(Object.keys(publicPart).filter((id) => /^(dashboard|devices|issues|history)\./.test(id))).toEqual([]);
  });

  it.each([
    ['the sign-in page', '/', '登录您的账户'],
    ['the reset password page', '/reset-password?token=abc.def', '设置新密码'],
    ['the visit page', '/visit/tok-123', '女洗手间'],
  ])('speaks Chinese on %s signed out, with the public part alone', async (_page, path, text) => {
    mockFetch((call) => (call.path === '/api/public/visit/tok-123' ? json({ facilityName: '女洗手间', buildingName: '绿道广场', floorLabel: '地面' }) : undefined));
    appStore.set(languageAtom, 'zh');
    renderRoutes(routes, path, { liveLanguage: true });
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect((await screen.findAllByText(new RegExp(text))).length).toBeGreaterThan(0);
    // Only the languages' own names are Latin: a message missing from the part would be English.
    const latin = (document.body.textContent ?? '').match(/[A-Za-z]{2,}/g) ?? [];
    expect(latin.filter((word) => word !== 'English')).toEqual([]);
  });
});
