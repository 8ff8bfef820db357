// Notifications reach the managers too: a cleaning company manager (in English) and a
// landlord's manager (in Chinese) see an issue they should hear of in the bell's count,
// read it, and see the count go down, as the API counts it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiOf, catalogue, items, newPage, shot, signIn, useConsole, waitFor } from './harness.mjs';

let console_;
let browser;
let api;
const text = { en: catalogue('en'), zh: catalogue('zh') };
const LOCALES = { en: 'en', zh: 'zh-CN' };

useConsole(async (started, launched) => {
  [console_, browser] = [started, launched];
  if (console_.skip) return;
  api = apiOf(console_.api);
  // The demo's fortnight tells the managers of hundreds of issues: counted once it is in.
  await console_.historyDone();
});

/** A catalogue text with its values: `{name}`, and a `{count, plural, …}` as the language says it. */
function say(language, id, values = {}) {
  const number = (n) => new Intl.NumberFormat(LOCALES[language]).format(n);
  return text[language][id]
    .replace(/\{count, plural, (?:one \{([^}]*)\} )?other \{([^}]*)\}\}/, (_, one, other) =>
      (values.count === 1 && one !== undefined ? one : other).replaceAll('#', number(values.count)),
    )
    .replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
}

/** What the bell counts: the total of the caller's unread list. */
async function unread(token) {
  const page = await api.get(token, `/notifications?pageSize=1&filter=${encodeURIComponent('status:"unread"')}`);
  return page.total;
}

/** The bell, named with the unread count (or without one when all are read). */
const bell = (page, language, count) =>
  page.getByRole('link', {
    name: count > 0 ? say(language, 'notifications.bellUnread', { count }) : say(language, 'notifications.bell'),
    exact: true,
  });

async function report(token, code, issueType) {
  const facility = items(await api.get(token, `/facilities?search=${code}`)).find((f) => f.code === code);
  const answer = await api.call(token, 'POST', '/issues', { facilityId: facility.id, issueType });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return { issue: answer.body, facility };
}

/** Selects the notification that says `said` and marks it read through the confirmation. */
async function markOneRead(page, language, said) {
  const row = page.getByRole('checkbox', { name: say(language, 'table.selectRow', { name: said }), exact: true }).first();
  // Chakra draws the box over its input: the box takes the pointer, the input the state.
  await row.check({ force: true });
  assert.equal(await row.isChecked(), true);
  await page.getByRole('button', { name: say(language, 'notifications.markRead', { count: 1 }), exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: say(language, 'notifications.confirmMarkRead'), exact: true }).click();
}

describe('notifications for the managers', () => {
  it('shows a cleaning company manager an issue in the bell, and one fewer once read', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const cleaner = await api.token('cleaner@example.com');
    const manager = await api.token('cc-manager@example.com');
    const { facility } = await report(cleaner, 'HA-Ground-F', 'bin-full');
    const count = await unread(manager);
    assert.ok(count >= 1, 'the manager hears of an issue in a building the company cleans');

    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${console_.base}/`);
      await signIn(page, 'cc-manager@example.com');
      await bell(page, 'en', count).waitFor();
      await shot(page, 'notifications-manager-bell');
      await bell(page, 'en', count).click();
      await page.waitForURL('**/notifications/table');
      const said = say('en', 'notificationText.issueReportedAt', {
        issueType: text.en['catalogue.issue.binFull'],
        place: `${facility.name}, ${facility.buildingName}`,
      });
      await page.getByRole('cell', { name: said }).first().waitFor();
      await markOneRead(page, 'en', said);
      await bell(page, 'en', count - 1).waitFor();
      assert.equal(await unread(manager), count - 1);
      await shot(page, 'notifications-manager-read');
    } finally {
      await context.close();
    }
  });

  it('shows a landlord a leak in Chinese, one fewer once read, and none once all are read', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const supervisor = await api.token('supervisor@example.com');
    const landlord = await api.token('landlord@example.com');
    const { facility } = await report(supervisor, 'HA-Ground-M', 'leak');
    const count = await unread(landlord);
    assert.ok(count >= 1, 'the landlord hears of a leak in its building');

    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${console_.base}/`);
      await signIn(page, 'landlord@example.com');
      await page.evaluate(() => globalThis.localStorage.setItem('lang', 'zh'));
      await page.goto(`${console_.base}/notifications/table`);
      await page.getByRole('heading', { name: text.zh['notifications.tableTitle'], level: 1 }).waitFor();
      await bell(page, 'zh', count).waitFor();
      const said = say('zh', 'notificationText.issueReportedAt', {
        issueType: text.zh['catalogue.issue.leak'],
        place: `${facility.name}, ${facility.buildingName}`,
      });
      await page.getByRole('cell', { name: said }).first().waitFor();
      await markOneRead(page, 'zh', said);
      await bell(page, 'zh', count - 1).waitFor();
      assert.equal(await unread(landlord), count - 1);
      await shot(page, 'notifications-landlord-zh-read');

      if (count - 1 > 0) {
        await page.getByRole('button', { name: text.zh['notifications.markAllRead'], exact: true }).click();
        const dialog = page.getByRole('alertdialog');
        await dialog.getByText(say('zh', 'notifications.confirmMarkAllReadTitle', { count: count - 1 })).waitFor();
        await dialog.getByRole('button', { name: text.zh['notifications.confirmMarkRead'], exact: true }).click();
      }
      await bell(page, 'zh', 0).waitFor();
      await waitFor(async () => (await unread(landlord)) === 0, 'every notification of the landlord read');
      assert.equal(await page.getByTestId('unread-badge').count(), 0);
    } finally {
      await context.close();
    }
  });
});
