// A password reset without a mail server, in the browser: someone asks on the sign-in page,
// their company's admin reads the notification and issues a one-time link from the account's
// page, and they set a new password through it and sign in with it. Once in Chinese.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiOf, catalogue, newPage, shot, signIn, useConsole, waitFor } from './harness.mjs';

const NEW_PASSWORD = 'a-brand-new-password';
const text = { en: catalogue('en'), zh: catalogue('zh') };

let console_;
let browser;
let api;

useConsole((started, launched) => {
  [console_, browser] = [started, launched];
  if (!console_.skip) api = apiOf(console_.api);
});

/** The account of a login name, as the administrator reads it. */
async function accountOf(segment, login) {
  const admin = await api.token('admin@example.com');
  const rows = await api.get(admin, `/users/${segment}?search=${encodeURIComponent(login)}`);
  const row = rows.items.find((item) => item.loginName === login);
  assert.ok(row, `${login} among the ${segment}`);
  return row;
}

/** "Forgot your password" on the sign-in page, in the page's language. */
async function askForNewPassword(page, login, say) {
  await page.goto(`${console_.base}/`);
  await page.getByRole('button', { name: say['auth.forgotPassword'] }).click();
  await page.getByLabel(say['auth.email']).fill(login);
  await page.getByRole('button', { name: say['auth.askForPassword'] }).click();
  await page.getByRole('status').filter({ hasText: say['auth.requestSent'] }).waitFor();
}

/** A field's label exactly, whatever marks it as required ("New password", not "New password again"). */
const only = (label) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\W*$`);

/** Sets the new password twice on the reset page and waits for it to say so. */
async function setNewPassword(page, say) {
  await page.getByLabel(only(say['auth.newPassword'])).fill(NEW_PASSWORD);
  await page.getByLabel(say['auth.repeatPassword']).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: say['auth.setPassword'] }).click();
  await page.getByRole('status').filter({ hasText: say['auth.passwordSet'] }).waitFor();
}

describe('a password reset without a mail server', () => {
  it('takes a cleaner from "forgot your password" to signing in with a new one', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const cleaner = await accountOf('cleaners', 'cleaner@example.com');
    const asker = await newPage(browser, { width: 390, height: 844 });
    const admin = await newPage(browser);
    try {
      await askForNewPassword(asker.page, 'cleaner@example.com', text.en);

      // The company's admin is told: the words on screen are the notification the API holds.
      const adminToken = await api.token('cc-admin@example.com');
      const notice = await waitFor(async () => {
        const answer = await api.get(adminToken, '/notifications?pageSize=100');
        return answer.items.find((n) => n.type === 'password-reset-requested' && n.fields.accountId === cleaner.id);
      }, 'the notification of the request');
      assert.equal(notice.fields.name, cleaner.profile.name);
      const said = `${cleaner.profile.name} (cleaner@example.com) asked for a new password`;
      await admin.page.goto(`${console_.base}/`);
      await signIn(admin.page, 'cc-admin@example.com');
      await admin.page.goto(`${console_.base}/notifications/table`);
      await admin.page.getByText(said).first().waitFor();

      await admin.page.goto(`${console_.base}/users/user-info?userId=${cleaner.id}&segment=cleaners`);
      await admin.page.getByRole('button', { name: text.en['users.issueResetLink'] }).click();
      await admin.page.getByRole('alertdialog').getByRole('button', { name: text.en['users.issueResetLinkConfirm'] }).click();
      const shown = admin.page.getByRole('dialog', { name: text.en['users.resetLinkTitle'] });
      const url = await shown.getByRole('textbox', { name: text.en['users.resetLink'] }).inputValue();
      assert.match(url, /\/reset-password\?token=[\w.-]+$/);
      await shot(admin.page, 'reset-link-issued');

      await asker.page.goto(url);
      await setNewPassword(asker.page, text.en);
      await asker.page.getByRole('link', { name: text.en['auth.signIn'] }).click();
      await asker.page.getByLabel('Email').fill('cleaner@example.com');
      await asker.page.getByLabel('Password').fill('demo-password');
      await asker.page.getByRole('button', { name: 'Login' }).click();
      await asker.page.getByRole('alert').filter({ hasText: text.en['apiError.wrongCredentials'] }).waitFor();
      await signIn(asker.page, 'cleaner@example.com', { password: NEW_PASSWORD, expectPath: '/my-work' });
      await shot(asker.page, 'reset-signed-in');
    } finally {
      await asker.context.close();
      await admin.context.close();
    }
  });

  it('speaks Chinese to a worker who chose it, and refuses the link a second time', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const worker = await accountOf('workers', 'worker@example.com');
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    try {
      await page.goto(`${console_.base}/`);
      await page.evaluate(() => globalThis.localStorage.setItem('lang', 'zh'));
      await askForNewPassword(page, 'worker@example.com', text.zh);

      const issued = await api.call(await api.token('cc-admin@example.com'), 'POST', `/users/workers/${worker.id}/password-reset`);
      assert.equal(issued.status, 201, JSON.stringify(issued.body));
      await page.goto(issued.body.url);
      await page.getByRole('heading', { name: text.zh['auth.resetTitle'], level: 1 }).waitFor();
      await setNewPassword(page, text.zh);

      await page.goto(issued.body.url);
      await page.getByLabel(only(text.zh['auth.newPassword'])).fill('yet-another-password');
      await page.getByLabel(text.zh['auth.repeatPassword']).fill('yet-another-password');
      await page.getByRole('button', { name: text.zh['auth.setPassword'] }).click();
      await page.getByRole('alert').filter({ hasText: text.zh['apiError.resetLinkInvalid'] }).waitFor();
      const signedIn = await api.call(null, 'POST', '/authn/log-in', { loginName: 'worker@example.com', password: NEW_PASSWORD });
      assert.equal(signedIn.status, 200, 'the second use changed nothing');
      await shot(page, 'reset-link-used-zh');
    } finally {
      await context.close();
    }
  });
});
