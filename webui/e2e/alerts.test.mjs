// Alerts that leave the console, in the browser (docs/alerts.md): the system admin registers a
// webhook to a receiver this test starts, with a secret generated on the form and shown once; a
// sensor reading opens an issue; the receiver gets the message signed with that secret, and the
// webhook's page lists the delivery as delivered. The webhook's screens speak Chinese through and
// through and pass axe-core, and an account chooses its alerts by e-mail on its profile.
import assert from 'node:assert/strict';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { auditPage, blockingViolations, describe as sayViolations, settled, trackRequests } from './a11y-check.mjs';
import { foreignWords, readScreen, waitLoaded } from './chinese-page.mjs';
import { chinesePage, moveTo, signInChinese } from './chinese-walk.mjs';
import { apiOf, catalogue, freshSeq, items, PASSWORD, shot, signIn, useConsole, waitFor, webui } from './harness.mjs';

const en = catalogue('en');
const zh = catalogue('zh');
/**
 * What may show in Latin letters besides the data's names and the addresses: as the Chinese walk
 * allows (chinese.test.mjs), the languages' own names and the company the footer names.
 */
function fixedTerms() {
  const read = (...parts) => readFileSync(join(webui, 'src', ...parts), 'utf8');
  const languages = [...read('config', 'locale.ts').matchAll(/label: '([^']+)'/g)].map((match) => match[1]);
  const company = /IOT_COMPANY = '([^']+)'/.exec(read('components', 'layout', 'app-footer.tsx'))?.[1] ?? '';
  return new Set([...languages, ...company.split(' ')].map((term) => term.toLowerCase()));
}
const FIXED = fixedTerms();

let console_;
let browser;
let api;
let receiver;

/** A local receiver: keeps each request's headers and body bytes as they came, answers 200. */
function startReceiver() {
  const received = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(200).end('stored');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const close = () => {
        server.closeAllConnections();
        return new Promise((r) => server.close(r));
      };
      resolve({ url: `http://127.0.0.1:${server.address().port}/hygiene`, received, close });
    });
  });
}

useConsole(async (started, launched) => {
  [console_, browser] = [started, launched];
  if (console_.skip) return;
  api = apiOf(console_.api);
  receiver = await startReceiver();
});

after(() => receiver?.close());

/** The live updates' stream (`GET /api/events`) is open as long as the page: no request to wait for. */
const besidesTheStream = (open) => () => open().filter((url) => new URL(url).pathname !== '/api/events');

/** A page in Chinese, signed in as `email`, with what `waitLoaded` needs to know it has loaded. */
async function signedInChinese(email) {
  const chinese = await chinesePage(browser, console_.base);
  const open = besidesTheStream(trackRequests(chinese.page));
  await signInChinese(chinese.page, email, PASSWORD);
  await chinese.page.waitForURL((url) => url.pathname !== '/', { timeout: 20_000 });
  return { ...chinese, followed: { ...chinese.followed, idle: () => open().length === 0 } };
}

/** Fails with the Latin words the screen at `address` shows a Chinese reader. */
async function assertChinese({ page, followed }, address) {
  await moveTo(page, address);
  await waitLoaded(page, followed, address);
  assert.deepEqual(foreignWords(await readScreen(page), followed.names, FIXED), [], `Latin words on ${address} in Chinese`);
}

/** `sha256=` and the hex HMAC-SHA256 of the body's bytes under the secret, compared in constant time. */
function signedWith(body, header, secret) {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const given = Buffer.from(String(header ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A toilet-paper sensor of its own in a toilet of the demo estate: its first reading opens an issue. */
async function newPaperSensor(admin) {
  const facility = items(await api.get(admin, '/facilities?search=HA-Ground-F')).find((f) => f.code === 'HA-Ground-F');
  assert.ok(facility, 'the demo has the toilet HA-Ground-F');
  const deviceId = `id:6:${randomBytes(6).toString('hex').toUpperCase()}`;
  const body = { name: `Webhook paper ${deviceId.slice(-4)}`, type: 'toilet-paper', deviceId, facilityId: facility.id };
  const created = await api.call(admin, 'POST', '/devices', body);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return { id: created.body.id, deviceId };
}

/** The roll runs out (119 mm of an empty 120 mm), now: after the webhook was registered. */
async function paperRunsOut(sensor) {
  const message = { device: sensor.deviceId, time: new Date().toISOString(), seq: freshSeq(), readings: { range: 119 } };
  const intake = await fetch(`${console_.api}/api/ingest/readings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Ingest-Key': 'demo-ingest-key' },
    body: JSON.stringify({ messages: [message] }),
  });
  assert.equal(intake.status, 200);
  assert.equal((await intake.json()).accepted, 1);
}

/** Ticks a box as a person does, by its words (Chakra draws the box over its input). */
async function tick(page, label) {
  await page.getByText(label, { exact: true }).click();
  assert.equal(await page.getByRole('checkbox', { name: label, exact: true }).isChecked(), true, `${label} ticked`);
}

/** Fails with every blocking axe-core violation of the page, once it has settled. */
async function assertAccessible(page, inflight, where) {
  await settled(page, inflight, where);
  assert.deepEqual(sayViolations(where, await blockingViolations(page)), [], `${where}: axe-core`);
}

/** Registers a webhook through the form, with a generated secret; answers the webhook's page address and the secret. */
async function registerThroughTheForm(page, inflight) {
  await page.goto(`${console_.base}/webhooks/table`);
  await page.getByRole('link', { name: en['webhooks.newWebhook'] }).click();
  await page.waitForURL('**/webhooks/new-webhook-form');
  await assertAccessible(page, inflight, 'the new webhook form');
  await page.getByLabel(new RegExp(`^${en['webhooks.url']}`)).fill(receiver.url);
  await tick(page, en['webhooks.kind.issueOpened']);
  await page.getByRole('button', { name: en['webhooks.generate'] }).click();
  const secret = await page.getByLabel(new RegExp(`^${en['webhooks.secret']}`)).inputValue();
  assert.match(secret, /^[0-9a-f]{64}$/, 'a generated secret');
  await page.getByRole('button', { name: en['common.create'] }).click();
  await page.getByText(en['webhooks.createdTitle']).waitFor();
  assert.equal((await page.getByTestId('webhook-secret').innerText()).trim(), secret, 'the secret, shown this once');
  await assertAccessible(page, inflight, 'the new webhook and its secret');
  await shot(page, 'webhook-created');
  await page.getByRole('link', { name: en['webhooks.openWebhook'] }).click();
  await page.waitForURL('**/webhooks/webhook-info?webhookId=*');
  return { address: new URL(page.url()).pathname + new URL(page.url()).search, secret };
}

describe('webhooks in the console', () => {
  it('delivers an issue a sensor opens to the admin’s webhook, signed, and lists it as delivered', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const admin = await api.token('admin@example.com');
    const sensor = await newPaperSensor(admin);
    const { context, page } = await auditPage(browser, { width: 1280, height: 860 });
    const inflight = besidesTheStream(trackRequests(page));
    let webhook;
    try {
      await page.goto(`${console_.base}/`);
      await signIn(page, 'admin@example.com');
      webhook = await registerThroughTheForm(page, inflight);
      const webhookId = new URLSearchParams(webhook.address.split('?')[1]).get('webhookId');
      const stored = await api.get(admin, `/webhooks/${webhookId}`);
      assert.deepEqual([stored.url, stored.kinds, stored.companyId], [receiver.url, ['issue.opened'], null]);
      assert.ok(!JSON.stringify(stored).includes(webhook.secret), 'the API never shows the secret again');

      await paperRunsOut(sensor);
      const got = await waitFor(
        () => receiver.received.find((request) => JSON.parse(request.body).data?.device === sensor.id),
        'the receiver hearing of the sensor’s issue',
        60_000,
      );
      const message = JSON.parse(got.body);
      assert.equal(message.kind, 'issue.opened');
      assert.equal(message.data.type, 'paper-level-low');
      assert.equal(got.headers['x-hygiene-event'], 'issue.opened');
      assert.ok(signedWith(got.body, got.headers['x-hygiene-signature'], webhook.secret), 'X-Hygiene-Signature verifies');
      assert.ok(!signedWith(got.body, got.headers['x-hygiene-signature'], `${webhook.secret}x`), 'and only under its secret');

      // The page asks again on its own while it is open: the delivery shows without a reload.
      const deliveries = page.getByRole('table', { name: en['webhooks.deliveries'] });
      const row = deliveries
        .getByRole('row')
        .filter({ hasText: en['webhooks.outcome.delivered'] })
        .filter({ hasText: en['webhooks.kind.issueOpened'] })
        .filter({ hasText: '200' });
      await row.first().waitFor({ timeout: 40_000 });
      const listed = items(await api.get(admin, `/webhooks/${webhookId}/deliveries?pageSize=100`));
      assert.ok(
        listed.some((attempt) => attempt.deliveryId === got.headers['x-hygiene-delivery'] && attempt.outcome === 'delivered'),
        'the API lists the same delivery as delivered',
      );
      await shot(page, 'webhook-delivered');
      await assertAccessible(page, inflight, 'the webhook with its delivery');
      await page.getByRole('link', { name: en['webhooks.backToList'] }).click();
      await page.getByRole('link', { name: receiver.url }).waitFor();
      await assertAccessible(page, inflight, 'the webhooks list');
    } finally {
      await context.close();
    }

    // The same screens in Chinese: no Latin word but the data's names and the addresses.
    const chinese = await signedInChinese('admin@example.com');
    try {
      for (const address of ['/webhooks/table', '/webhooks/new-webhook-form', webhook.address]) await assertChinese(chinese, address);
      await chinese.page.getByText(zh['webhooks.outcome.delivered']).first().waitFor();
    } finally {
      await chinese.context.close();
    }
  });
});

describe('alerts by e-mail', () => {
  it('lets an account choose the kinds also mailed to it, in English and in Chinese', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const chinese = await signedInChinese('supervisor@example.com');
    try {
      await assertChinese(chinese, '/user/area/profile');
      await chinese.page.getByRole('heading', { name: zh['profile.alertsTitle'] }).waitFor();
      await tick(chinese.page, zh['profile.alertKind.taskAssigned']);
      await chinese.page.getByRole('button', { name: zh['profile.saveAlerts'] }).click();
      await chinese.page.getByText(zh['profile.alertsSaved']).waitFor();
    } finally {
      await chinese.context.close();
    }
    const supervisor = await api.token('supervisor@example.com');
    const chosen = await api.get(supervisor, '/profile/alerts');
    assert.ok(chosen.email.includes('task-assigned'), JSON.stringify(chosen));
  });
});
