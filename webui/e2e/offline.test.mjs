// A cleaner's phone (390 × 844) without a network: what they do is kept on the phone and sent
// once the network is back, each write once and in the order it was made. The network is cut
// for real: the page reaches the console through a proxy the test closes (a browser's offline
// switch leaves a service worker's own requests through: microsoft/playwright#2311).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiOf, cuttableProxy, items, newPage, shot, signIn, useConsole, waitFor } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const CLEANER = 'cleaner@example.com';
const MANAGER = 'cc-manager@example.com';
// A 1 × 1 PNG: the photo of the reported issue.
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

let console_;
let browser;
let skipReason = null;

useConsole(async (started, launched) => {
  [console_, browser] = [started, launched];
  if (console_.skip) skipReason = console_.skip;
});

/** The card of an issue on "My work". */
const cardOf = (page, issueId) => page.getByRole('article').filter({ has: page.locator(`a[href="/issues/table?issueId=${issueId}"]`) });
const waitingCount = (page) => page.getByRole('button', { name: /^Waiting to send: \d+$/ }).getAttribute('aria-label').catch(() => null);
const unreachable = (page) => page.evaluate(() => fetch('/api/health').then(() => false, () => true));

/** Three fresh open issues at the cleaner's first facility, and the code on its door. */
async function estate(api) {
  const cleaner = await api.token(CLEANER);
  const manager = await api.token(MANAGER);
  const facility = items(await api.get(cleaner, '/facilities?pageSize=5'))[0];
  const issues = [];
  for (const n of [1, 2, 3]) {
    const made = await api.call(cleaner, 'POST', '/issues', { facilityId: facility.id, issueType: 'general-issue', description: `Door ${n} sticks` });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    issues.push(made.body.id);
  }
  const { code } = await api.get(manager, `/facilities/${facility.id}/check-in-code`);
  return { cleaner, manager, facility, issues, code };
}

async function resolveOnMyWork(page, issueId) {
  await cardOf(page, issueId).getByRole('button', { name: /^Mark as resolved/ }).click();
  await cardOf(page, issueId).getByRole('button', { name: 'Waiting to send' }).waitFor();
}

describe('the console on a phone without a network', () => {
  it('keeps resolves, a check-in and a report made offline, and sends each once, in order, when the network is back', async (t) => {
    if (skipReason) return t.skip(skipReason);
    const api = apiOf(console_.api);
    const { cleaner, manager, facility, issues, code } = await estate(api);
    const proxy = await cuttableProxy(console_.api);
    const { context, page } = await newPage(browser, PHONE);
    const base = proxy.base;
    try {
      await page.goto(base);
      await signIn(page, CLEANER, { expectPath: '/my-work' });
      await waitFor(() => page.evaluate(() => navigator.serviceWorker?.controller?.state === 'activated'), 'a service worker controlling the page', 60_000);
      // What the offline screens will need, fetched once while there is a network.
      await page.goto(`${base}/issues/create-issue-form`);
      await page.getByRole('combobox', { name: /Facility/ }).locator('option', { hasText: facility.name }).first().waitFor({ state: 'attached' });
      await page.goto(`${base}/my-work`);
      await cardOf(page, issues[1]).waitFor();

      await proxy.cut();
      assert.ok(await unreachable(page), 'the network is really gone');
      await resolveOnMyWork(page, issues[0]);
      await resolveOnMyWork(page, issues[1]);

      const scanFrom = Date.now();
      await page.goto(`${base}/check-in/${code}`);
      await page.getByText('Check-in waiting to send').waitFor();
      const scanTo = Date.now();

      const description = `Photo of the door, ${Date.now()}`;
      await page.goto(`${base}/issues/create-issue-form`);
      const facilityPicker = page.getByRole('combobox', { name: /Facility/ });
      await facilityPicker.locator('option', { hasText: facility.name }).first().waitFor({ state: 'attached' });
      await facilityPicker.selectOption({ label: await facilityPicker.locator('option', { hasText: facility.name }).first().textContent() });
      await page.getByRole('combobox', { name: /Issue type/ }).selectOption('general-issue');
      await page.getByRole('textbox', { name: /Description/ }).fill(description);
      await page.locator('input[name="photo"]').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: PHOTO });
      await page.getByText('door.png').waitFor();
      await page.getByRole('button', { name: 'Report' }).click();
      await page.getByText('Saved on this phone: it will be sent when the network is back').first().waitFor();

      // The shell and the queue survive a reload without a network.
      await page.goto(`${base}/my-work`);
      await page.reload();
      await waitFor(async () => (await waitingCount(page)) === 'Waiting to send: 4', 'four writes waiting after the reload', 30_000);
      await cardOf(page, issues[0]).getByRole('button', { name: 'Waiting to send' }).waitFor();
      await page.getByText(/^Offline — showing what was fetched at/).waitFor();
      await shot(page, 'offline-waiting');

      const restoredAt = Date.now();
      await proxy.restore();
      // The network is back: told twice, it still sends each write once.
      await page.evaluate(() => {
        globalThis.dispatchEvent(new Event('online'));
        globalThis.dispatchEvent(new Event('online'));
      });
      await waitFor(async () => (await waitingCount(page)) === null, 'everything sent', 60_000);
      await shot(page, 'offline-sent');

      const [first, second] = [await api.get(manager, `/issues/${issues[0]}`), await api.get(manager, `/issues/${issues[1]}`)];
      assert.equal(first.status, 'RESOLVED');
      assert.equal(second.status, 'RESOLVED');
      const checkIns = items(await api.get(cleaner, `/check-ins?facilityId=${facility.id}`));
      assert.equal(checkIns.length, 1, JSON.stringify(checkIns));
      const scanned = Date.parse(checkIns[0].time);
      assert.ok(scanned >= scanFrom - 1000 && scanned <= scanTo + 1000, `the scan's time, not the sending's: ${checkIns[0].time}`);
      assert.ok(scanned < restoredAt);
      // The list leaves descriptions out: the newest issues' records say them.
      const newest = items(await api.get(cleaner, '/issues?pageSize=10&sort=-createdAt'));
      const records = await Promise.all(newest.map((issue) => api.get(cleaner, `/issues/${issue.id}`)));
      const reported = records.filter((issue) => issue.description === description);
      assert.equal(reported.length, 1, 'one report, however often it was sent');
      assert.equal(reported[0].hasPhoto, true);
      // In the order they were made.
      const times = [first.resolvedAt, second.resolvedAt, checkIns[0].recordedAt, reported[0].createdAt].map(Date.parse);
      assert.deepEqual([...times].sort((a, b) => a - b), times, JSON.stringify(times));

      // A conflict: resolved meanwhile by someone else; the phone says who and when.
      await page.goto(`${base}/my-work`);
      await cardOf(page, issues[2]).waitFor();
      await proxy.cut();
      await resolveOnMyWork(page, issues[2]);
      const other = await api.call(manager, 'PUT', `/issues/${issues[2]}/status`, { issuesStatus: 'RESOLVED' });
      assert.equal(other.status, 204, JSON.stringify(other.body));
      await proxy.restore();
      await page.evaluate(() => globalThis.dispatchEvent(new Event('online')));
      await page.getByText(/^Already resolved: /).waitFor({ timeout: 30_000 });
      await page.getByText(/^Resolved by Casey Manager at /).waitFor();
      await shot(page, 'offline-conflict');
      assert.equal(await waitingCount(page), null);
    } catch (error) {
      await shot(page, 'offline-failed');
      throw error;
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});
