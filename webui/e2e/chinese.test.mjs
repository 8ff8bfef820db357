// A user who chooses Chinese reads Chinese everywhere: every demo role walks every screen its
// role tables let it open (records' screens with a real record), and the public pages, and no
// Latin word may show but the names of the data (as the API sends them to that role) and a
// short list of terms that Chinese writes the same way. Server refusals, notifications and
// dates are checked in Chinese too. How the allowlist grows: webui/README.md.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { apiOf, catalogue, items, PASSWORD, useConsole, webui } from './harness.mjs';
import { foreignWords, readScreen, waitLoaded } from './chinese-page.mjs';
import { routeTables } from './a11y-routes.mjs';
import { addressesOf } from './chinese-routes.mjs';
import { chinesePage, moveTo, signInChinese, TIME_ZONE, walk } from './chinese-walk.mjs';

/** Each demo account and its token role. */
const ROLES = {
  'admin@example.com': 'admin',
  'll-admin@example.com': 'll-admin',
  'landlord@example.com': 'll-manager',
  'cc-admin@example.com': 'cc-admin',
  'cc-manager@example.com': 'cc-manager',
  'supervisor@example.com': 'supervisor',
  'cleaner@example.com': 'cleaner',
  'worker@example.com': 'worker',
};

/**
 * Terms Chinese writes in Latin letters too: abbreviations, file formats and units the
 * screens show. Names of the data never belong here: they come from the API.
 */
const TERMS = ['KPI', 'CSV', 'PDF', 'QR', 'ID', 'UTC', 'PNG', 'JPEG', 'SVG', 'WebP', 'MB', 'MAC', 'UUID', 'URI', 'RSSI', 'dBm'];

/** The allowlist: TERMS, the languages' own names, and the company the footer names. */
function fixedTerms() {
  const locale = readFileSync(join(webui, 'src', 'config', 'locale.ts'), 'utf8');
  const languages = [...locale.matchAll(/label: '([^']+)'/g)].map((match) => match[1]);
  const footer = readFileSync(join(webui, 'src', 'components', 'layout', 'app-footer.tsx'), 'utf8');
  const company = /IOT_COMPANY = '([^']+)'/.exec(footer)?.[1] ?? '';
  return new Set([...TERMS, ...languages, ...company.split(' ')].map((term) => term.toLowerCase()));
}

const zh = catalogue('zh');
const fixed = fixedTerms();
let console_;
let browser;
let api;
let config;

useConsole(async (started, launched) => {
  [console_, browser] = [started, launched];
  if (console_.skip) return;
  api = apiOf(console_.api);
  config = await routeTables();
  // The demo's fortnight brings the notifications, leaves and issues the screens show.
  await console_.historyDone();
  await assignTasks();
});

/** The supervisor gives the cleaner and the worker a task each: a task's own screen has a record. */
async function assignTasks() {
  const supervisor = await api.token('supervisor@example.com');
  const open = items(await api.get(supervisor, `/issues?pageSize=50&filter=${encodeURIComponent('status:"OPENED"')}`));
  for (const [segment, login] of [['cleaners', 'cleaner@example.com'], ['workers', 'worker@example.com']]) {
    const staff = items(await api.get(supervisor, `/users/${segment}?search=${encodeURIComponent(login)}`))[0];
    const body = { title: '补充厕纸', type: '纸量不足', staffRole: staff.role, staffId: staff.id, remarks: '请尽快处理' };
    let given = false;
    for (const issue of open) {
      given = (await api.call(supervisor, 'POST', '/tasks', { ...body, issueId: issue.id })).status === 201;
      if (given) break;
    }
    assert.ok(given, `no open issue ${login} could be given a task on`);
  }
}

/** Every foreign word, screen by screen, as one failure message. */
function saidInFull(found) {
  return found.map(({ where, words }) => `${where}: ${words.join(', ')}`).join('\n');
}

/** Signs `email` in on a Chinese page; answers the page, its followed requests and a token. */
async function signedIn(email) {
  const opened = await chinesePage(browser, console_.base);
  await signInChinese(opened.page, email, PASSWORD);
  await opened.page.waitForURL((url) => url.pathname !== '/', { timeout: 20_000 });
  return { ...opened, token: await api.token(email) };
}

/** A day `days` from today, as `YYYY-MM-DD`. */
const dayFromToday = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A date as a Chinese reader sees it in the console's time zone ("2026年11月26日", "11月26日"). */
const chineseDate = (time, options) => new Intl.DateTimeFormat('zh-CN', { timeZone: TIME_ZONE, ...options }).format(time);

/** A catalogue text with its `{values}`. */
const say = (id, values = {}) => zh[id].replace(/\{(\w+)\}/g, (_, name) => String(values[name]));

/** What a screen says beyond the names of its data and the fixed terms, once loaded. */
async function foreignOn(page, followed, what) {
  await waitLoaded(page, followed, what);
  return foreignWords(await readScreen(page), followed.names, fixed);
}

describe('what the server says, in Chinese', () => {
  it('refuses a wrong password in Chinese, and the public pages speak Chinese', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const { context, page, followed } = await chinesePage(browser, console_.base);
    try {
      assert.deepEqual(await foreignOn(page, followed, 'sign-in'), [], 'the sign-in page');
      await signInChinese(page, 'admin@example.com', 'not-the-password');
      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.equal((await alert.innerText()).trim(), zh['apiError.wrongCredentials']);

      const admin = await api.token('admin@example.com');
      const facility = items(await api.get(admin, '/facilities?pageSize=1'))[0];
      const link = await api.get(admin, `/facilities/${facility.id}/feedback-link`);
      await page.goto(`${console_.base}${link.path}`);
      assert.deepEqual(await foreignOn(page, followed, link.path), [], 'the visitor feedback page');

      await page.goto(`${console_.base}/reset-password?token=no-such-link`);
      assert.deepEqual(await foreignOn(page, followed, 'reset-password'), [], 'the reset-password page');
      await page.getByLabel(new RegExp(`^${zh['auth.newPassword']}\\W*$`)).fill('a-new-password-1');
      await page.getByLabel(zh['auth.repeatPassword']).fill('a-new-password-1');
      await page.getByRole('button', { name: zh['auth.setPassword'] }).click();
      await page.getByRole('alert').filter({ hasText: zh['apiError.resetLinkInvalid'] }).waitFor();
      assert.deepEqual(await foreignOn(page, followed, 'reset-password refused'), [], 'the refused reset link');
    } finally {
      await context.close();
    }
  });

  it('refuses a leave overlapping another in Chinese', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const { context, page, followed, token } = await signedIn('cleaner@example.com');
    try {
      const day = dayFromToday(200);
      const first = await api.call(token, 'POST', '/leaves', { type: 'ANNUAL', startDate: day, endDate: day, remarks: '家事' });
      assert.equal(first.status, 201, JSON.stringify(first.body));
      await moveTo(page, config.paths.createLeaveForm);
      await waitLoaded(page, followed, 'the leave form');
      await page.getByLabel(zh['leaves.type']).selectOption('ANNUAL');
      await page.getByLabel(zh['leaves.startDate']).fill(day);
      await page.getByLabel(zh['leaves.endDate']).fill(day);
      await page.getByRole('button', { name: zh['leaves.apply'] }).click();
      const alert = page.getByRole('alert').filter({ hasText: zh['apiError.leaveOverlaps'] });
      await alert.waitFor();
      assert.deepEqual(await foreignOn(page, followed, 'the refused leave'), [], 'the refused leave');
    } finally {
      await context.close();
    }
  });

  it("tells the supervisor of an issue in Chinese, with the dates as Chinese writes them", async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const cleaner = await api.token('cleaner@example.com');
    let facility;
    let reported;
    // A toilet of the cleaner's with no leak open already (one open issue of a type a toilet).
    for (facility of items(await api.get(cleaner, '/facilities?pageSize=50'))) {
      reported = await api.call(cleaner, 'POST', '/issues', { facilityId: facility.id, issueType: 'leak' });
      if (reported.status === 201) break;
    }
    assert.equal(reported.status, 201, JSON.stringify(reported.body));
    const { context, page, followed } = await signedIn('supervisor@example.com');
    try {
      await moveTo(page, config.paths.notificationsTable);
      const said = say('notificationText.issueReportedAt', {
        issueType: zh['catalogue.issue.leak'],
        place: `${facility.name}, ${facility.buildingName}`,
      });
      const row = page.getByRole('row').filter({ hasText: said }).first();
      await row.waitFor();
      const today = chineseDate(Date.parse(reported.body.createdAt), { year: 'numeric', month: 'long', day: 'numeric' });
      assert.match(await row.innerText(), new RegExp(today), 'the notification dated as Chinese writes dates');
      assert.deepEqual(await foreignOn(page, followed, 'notifications'), [], 'the notifications');

      // The dashboard's days: "11月26日", never "Nov 26".
      await moveTo(page, config.paths.dashboard);
      await waitLoaded(page, followed, 'the dashboard');
      await page.getByText(chineseDate(Date.now(), { month: 'long', day: 'numeric' }), { exact: true }).first().waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the console in Chinese', { concurrency: 2 }, () => {
  for (const [email, role] of Object.entries(ROLES)) {
    it(`shows ${email} every screen of the role in Chinese`, async (t) => {
      if (console_.skip) return t.skip(console_.skip);
      const { context, page, followed, token } = await signedIn(email);
      try {
        const addresses = await addressesOf(config, api, token, role);
        const missing = addresses.filter((address) => address.skipped).map((address) => address.path);
        assert.deepEqual(missing, [], `screens of ${email} with no record to show`);
        const found = await walk(page, followed, addresses, fixed);
        assert.equal(found.length, 0, `Latin words on the screens of ${email}:\n${saidInFull(found)}`);
      } finally {
        await context.close();
      }
    });
  }
});
