// Screens that update themselves (GET /api/events, docs/live-updates.md): a supervisor's
// dashboard and issue list show an issue a cleaner opens, and the bell counts its
// notification, without a reload; a landlord's device page shows a reading as it arrives.
// Each prints how long the screen took from the write; only a generous bound is asserted,
// since the machine is shared.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { apiOf, catalogue, freshSeq, items, newPage, shot, signIn, useConsole, waitFor } from './harness.mjs';

/** Longest a screen may take to show a change (the live path takes about a second). */
const BOUND_MS = 15_000;
/** Access tokens last this long here, so a test sees a stream outlive its token. */
const TOKEN_TTL_S = 30;
const text = catalogue('en');

let console_;
let browser;
let api;

useConsole(async (started, launched) => {
  [console_, browser] = [started, launched];
  if (console_.skip) return;
  api = apiOf(console_.api);
  // Measured on a quiet estate: the demo's fortnight of readings is in first.
  await console_.historyDone();
}, { env: { HYGIENE_ACCESS_TOKEN_TTL: String(TOKEN_TTL_S) } });

/** The header's dot once the stream is live. */
const liveDot = (page) => page.getByRole('img', { name: text['layout.liveOn'], exact: true });

/** What the bell counts: the caller's unread notifications (a token of its own: they last 30 s here). */
async function unread(email) {
  const token = await api.token(email);
  const page = await api.get(token, `/notifications?pageSize=1&filter=${encodeURIComponent('status:"unread"')}`);
  return page.total;
}

/** The bell's name for `count` unread (its badge stops at 99+, its name does not). */
const bellName = (count) => text['notifications.bellUnread'].match(/other \{([^}]*)\}/)[1].replace('#', new Intl.NumberFormat('en').format(count));

/** Milliseconds from `start` until the page's bell counts more than `count`. */
async function bellAbove(page, count, start) {
  const counted = (n) => {
    const bell = globalThis.document.querySelector('header a[href$="/notifications/table"][aria-label]');
    const figure = /(\d[\d,]*)/.exec(bell?.getAttribute('aria-label') ?? '');
    return figure !== null && Number(figure[1].replaceAll(',', '')) > n;
  };
  await page.waitForFunction(counted, count, { polling: 100, timeout: BOUND_MS + 5_000 });
  return Date.now() - start;
}

/** Resolves with the milliseconds from `start` when `locator` shows, or fails past the bound. */
async function shownAfter(locator, start) {
  await locator.waitFor({ state: 'visible', timeout: BOUND_MS + 5_000 });
  return Date.now() - start;
}

async function facilityByCode(token, code) {
  const facility = items(await api.get(token, `/facilities?search=${code}`)).find((f) => f.code === code);
  assert.ok(facility, `no facility ${code}`);
  return facility;
}

/** A climate sensor of its own in a toilet of the landlord's building, with no reading yet. */
async function newDevice() {
  const admin = await api.token('admin@example.com');
  const facility = await facilityByCode(admin, 'HA-Ground-M');
  const deviceId = `id:6:${randomBytes(6).toString('hex').toUpperCase()}`;
  const body = { name: `Live climate ${deviceId.slice(-4)}`, type: 'temp-humidity', deviceId, facilityId: facility.id };
  const created = await api.call(admin, 'POST', '/devices', body);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return { id: created.body.id, deviceId };
}

/** The landlord's page of `device`, live. */
async function openDevicePage(page, device) {
  await page.goto(`${console_.base}/`);
  await signIn(page, 'landlord@example.com');
  await page.goto(`${console_.base}/devices/device-info?deviceId=${device.id}`);
  await page.getByText(text['devices.noReadings']).waitFor();
  await liveDot(page).waitFor();
  await page.waitForTimeout(1_500); // whatever the first ready refetched has settled
}

/** Sends one temperature through the gateway's ingest and times it to the page. */
async function sendReading(page, device, temperature) {
  const start = Date.now();
  const message = { device: device.deviceId, time: new Date().toISOString(), seq: freshSeq(), readings: { temperature, humidity: 41 } };
  const response = await fetch(`${console_.api}/api/ingest/readings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Ingest-Key': 'demo-ingest-key' },
    body: JSON.stringify({ messages: [message] }),
  });
  assert.equal(response.status, 200, await response.text());
  const written = Date.now() - start;
  const shown = await shownAfter(page.getByText(String(temperature), { exact: true }), start);
  return { written, shown };
}

describe('live updates in the browser', () => {
  it('shows a supervisor an issue opened elsewhere on the dashboard, the issue list and the bell', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const facility = await facilityByCode(await api.token('cleaner@example.com'), 'HA-Ground-F');

    const { context, page: dashboard } = await newPage(browser);
    try {
      await dashboard.goto(`${console_.base}/`);
      await signIn(dashboard, 'supervisor@example.com', { expectPath: '/dashboard' });
      await dashboard.getByText(text['dashboard.recentIssues'], { exact: true }).waitFor();
      const list = await context.newPage();
      await list.goto(`${console_.base}/issues/table`);
      await list.getByRole('heading', { name: text['issues.tableTitle'], level: 1 }).waitFor();
      await Promise.all([liveDot(dashboard).waitFor(), liveDot(list).waitFor()]);
      const before = await unread('supervisor@example.com');
      await Promise.all([dashboard, list].map((page) => page.getByRole('link', { name: bellName(before), exact: true }).waitFor()));
      await dashboard.waitForTimeout(1_500); // whatever the first ready refetched has settled

      const cleaner = await api.token('cleaner@example.com');
      const start = Date.now();
      const answer = await api.call(cleaner, 'POST', '/issues', { facilityId: facility.id, issueType: 'bin-full' });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      const written = Date.now() - start;
      const row = (page) => page.locator(`a[href*="issueId=${answer.body.id}"]`).first();
      const [onDashboard, onList, bellOnDashboard, bellOnList] = await Promise.all([
        shownAfter(row(dashboard), start),
        shownAfter(row(list), start),
        bellAbove(dashboard, before, start),
        bellAbove(list, before, start),
      ]);
      const after = await unread('supervisor@example.com');
      assert.ok(after > before, `the supervisor hears of the issue (${before} → ${after} unread)`);
      await Promise.all([dashboard, list].map((page) => page.getByRole('link', { name: bellName(after), exact: true }).waitFor()));
      await shot(dashboard, 'live-dashboard');
      await shot(list, 'live-issue-list');

      const said = `issue opened: the API answered in ${written} ms; on screen after ${onDashboard} ms (dashboard), ${onList} ms (issue list); bell ${bellOnDashboard} ms, ${bellOnList} ms`;
      t.diagnostic(said);
      for (const ms of [onDashboard, onList, bellOnDashboard, bellOnList]) assert.ok(ms < BOUND_MS, said);
    } finally {
      await context.close();
    }
  });

  it('shows a landlord a device reading on the device page as it arrives', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const device = await newDevice();
    const { context, page } = await newPage(browser);
    try {
      await openDevicePage(page, device);
      const { written, shown } = await sendReading(page, device, 23.75);
      await page.getByText(text['devices.noReadings']).waitFor({ state: 'detached' });
      await shot(page, 'live-device');
      const said = `sensor reading: the API answered in ${written} ms; on the device page after ${shown} ms`;
      t.diagnostic(said);
      assert.ok(shown < BOUND_MS, said);
    } finally {
      await context.close();
    }
  });

  it('keeps a page live across its access token’s expiry, resuming from the last id', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const device = await newDevice();
    const { context, page } = await newPage(browser);
    const streams = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/events') streams.push({ url: response.url(), status: response.status() });
    });
    try {
      await openDevicePage(page, device);
      const opened = streams.length;
      // The server ends the stream when the token expires (TOKEN_TTL_S); the page opens
      // another with a fresh token, where the last one stopped.
      await waitFor(
        () => streams.slice(opened).some((stream) => stream.status === 200 && stream.url.includes('lastEventId=')),
        'a stream resumed with a fresh token',
        (TOKEN_TTL_S + 30) * 1000,
      );
      assert.deepEqual(streams.filter((stream) => stream.status !== 200), [], 'no stream refused');
      await liveDot(page).waitFor();
      const { shown } = await sendReading(page, device, 24.5);
      const said = `sensor reading after the token was renewed: on the device page after ${shown} ms`;
      t.diagnostic(said);
      assert.ok(shown < BOUND_MS, said);
    } finally {
      await context.close();
    }
  });
});
