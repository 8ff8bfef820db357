// Smoke tests of the built web UI against the real backend, through playwright-core and
// Debian's Chromium. Run with `npm run e2e` (it builds dist/ first).
//
//   HYGIENE_BIN      the console script (default ../.venv/bin/hygiene)
//   CHROMIUM_PATH    the browser (default /usr/bin/chromium)
//   E2E_SCREENSHOTS  set to 1 to save screenshots under e2e/.artifacts/
//   E2E_UI           'backend' (default: the UI as the backend serves it from dist/) or
//                    'preview' (vite preview of dist/, proxying /api to the backend).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const webui = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 8765;
const API = `http://127.0.0.1:${PORT}`;
const PREVIEW_PORT = 4173;
let BASE = API;
const HYGIENE = process.env.HYGIENE_BIN ?? resolve(webui, '..', '.venv', 'bin', 'hygiene');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PASSWORD = 'demo-password';
const artifacts = join(webui, 'e2e', '.artifacts');

let server;
let preview;
let dataDir;
let browser;
let skipReason = null;

async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${API}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not answer /api/health in time');
}

async function shot(page, name) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

async function signIn(page, email, { expectPath } = {}) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/' && (!expectPath || url.pathname === expectPath), { timeout: 15_000 });
}

/** Signs in through the API and answers the access token. */
async function apiToken(email) {
  const response = await fetch(`${API}/api/authn/log-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ loginName: email, password: PASSWORD }),
  });
  assert.equal(response.status, 200, `sign-in of ${email} answered ${response.status}`);
  return (await response.json()).accessToken;
}

async function apiGet(token, path) {
  const response = await fetch(`${API}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `GET ${path} answered ${response.status}`);
  return response.json();
}

const items = (answer) => (Array.isArray(answer) ? answer : answer.items);

async function newPage(viewport = { width: 1280, height: 860 }) {
  const context = await browser.newContext({ viewport, locale: 'en-GB' });
  const page = await context.newPage();
  return { context, page };
}

before(async () => {
  // Under CI a missing piece is a failure, never a silent skip.
  if (process.env.CI === 'true') {
    assert.ok(existsSync(HYGIENE), `no backend at ${HYGIENE}`);
    assert.ok(existsSync(CHROMIUM), `no browser at ${CHROMIUM}`);
    assert.ok(existsSync(join(webui, 'dist', 'index.html')), 'dist/ is not built');
  }
  if (!existsSync(HYGIENE)) {
    skipReason = `no backend at ${HYGIENE}`;
    return;
  }
  if (!existsSync(CHROMIUM)) {
    skipReason = `no browser at ${CHROMIUM} (apt-get install -y chromium)`;
    return;
  }
  if (!existsSync(join(webui, 'dist', 'index.html'))) {
    skipReason = 'dist/ is not built (npm run build)';
    return;
  }
  // Another run (or server) on the port would answer our health checks and share its data.
  const busy = await fetch(`${API}/api/health`).then(
    () => true,
    () => false,
  );
  assert.ok(!busy, `port ${PORT} is in use: another e2e run or server is listening there`);
  dataDir = mkdtempSync(join(tmpdir(), 'hygiene-e2e-'));
  server = spawn(HYGIENE, ['serve', '--port', String(PORT), '--host', '127.0.0.1'], {
    cwd: resolve(webui, '..'),
    env: { ...process.env, HYGIENE_DATA_DIR: dataDir, HYGIENE_WEBUI_DIR: join(webui, 'dist') },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  try {
    await waitForHealth(90_000);
  } catch (error) {
    throw new Error(`${error.message}\n${stderr}`, { cause: error });
  }
  if (process.env.E2E_UI === 'preview') await startPreview();
  else assert.ok(await backendServesScripts(), 'the backend must serve the built UI as JavaScript');
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
});

/** Does the backend serve dist/'s scripts as JavaScript? Browsers refuse module scripts otherwise. */
async function backendServesScripts() {
  const html = await (await fetch(`${API}/`)).text();
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!script) {
    console.warn('# e2e: the backend does not serve the built index.html');
    return false;
  }
  const type = (await fetch(`${API}${script}`)).headers.get('content-type') ?? '';
  if (/javascript/.test(type)) return true;
  console.warn(`# e2e: the backend serves ${script} as "${type}", not JavaScript`);
  return false;
}

async function startPreview() {
  preview = spawn(
    process.execPath,
    [join(webui, 'node_modules', 'vite', 'bin', 'vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(PREVIEW_PORT), '--strictPort'],
    { cwd: webui, env: { ...process.env, HYGIENE_API_TARGET: API }, stdio: 'ignore', detached: true },
  );
  BASE = `http://127.0.0.1:${PREVIEW_PORT}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('vite preview did not start');
}

after(async () => {
  await browser?.close();
  if (preview && preview.exitCode === null) {
    process.kill(-preview.pid, 'SIGTERM');
    await new Promise((r) => preview.once('exit', r));
  }
  if (server && server.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('hygiene console (smoke)', () => {
  it('lets the administrator sign in, open companies and create one', async (t) => {
    if (skipReason) return t.skip(skipReason);
    const { context, page } = await newPage();
    try {
      await page.goto(`${BASE}/`);
      await page.getByRole('heading', { name: 'Hygiene management system' }).waitFor();
      await shot(page, 'sign-in');
      await signIn(page, 'admin@example.com', { expectPath: '/dashboard' });
      await page.getByRole('heading', { name: 'Overview' }).waitFor();
      await shot(page, 'dashboard');

      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Companies' }).click();
      await page.waitForURL('**/companies/table');
      await page.getByRole('link', { name: 'Greenway Estates' }).waitFor();
      await shot(page, 'companies');

      await page.getByRole('link', { name: 'New company' }).click();
      await page.waitForURL('**/companies/new-company-form');
      await page.getByRole('button', { name: 'Create' }).click();
      assert.equal(await page.getByText('This field is required').count(), 3);

      const code = `E2E-${Date.now()}`;
      await page.getByLabel('Name').fill('Spotless E2E Services');
      await page.getByLabel('Type').selectOption('CLEANING_COMPANY');
      await page.getByLabel('Code').fill(code);
      await page.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL('**/companies/company-info?companyId=*');
      await page.getByRole('heading', { name: 'Spotless E2E Services' }).waitFor();
      await page.getByText(code).waitFor();

      await page.goto(`${BASE}/companies/table`);
      await page.getByRole('searchbox', { name: 'Search' }).fill('Spotless');
      await page.getByRole('link', { name: 'Greenway Estates' }).waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Spotless E2E Services' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('tells a cleaner "Access denied!" on the companies table', async (t) => {
    if (skipReason) return t.skip(skipReason);
    const { context, page } = await newPage();
    try {
      await page.goto(`${BASE}/`);
      await signIn(page, 'cleaner@example.com');
      await page.goto(`${BASE}/companies/table`);
      await page.getByRole('heading', { name: 'Access denied!' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      assert.equal(await nav.getByRole('link', { name: 'Companies' }).count(), 0);
      await shot(page, 'cleaner-access-denied');
    } finally {
      await context.close();
    }
  });

  it('sends a signed-out visitor to sign-in and back to the page they asked for', async (t) => {
    if (skipReason) return t.skip(skipReason);
    const { context, page } = await newPage();
    try {
      await page.goto(`${BASE}/buildings/table`);
      await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('redirectTo') === '/buildings/table');
      await signIn(page, 'landlord@example.com', { expectPath: '/buildings/table' });
      await page.getByRole('heading', { name: 'Buildings' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps every entry of the main menu reachable at 800px and 1,000px', async (t) => {
    if (skipReason) return t.skip(skipReason);
    // The administrator's menu: every entry of SPEC.md §2 in its order.
    const entries = ['Dashboard', 'Companies', 'Users', 'Projects', 'Buildings', 'Facilities', 'Devices', 'Staff', 'Issues', 'Inventory', 'Feedback', 'Usage'];
    const staff = ['Manage supervisors', 'Cleaners', 'Workers', 'Schedules', 'Leaves'];
    for (const width of [800, 1000]) {
      const { context, page } = await newPage({ width, height: 800 });
      try {
        await page.goto(`${BASE}/`);
        await signIn(page, 'admin@example.com', { expectPath: '/dashboard' });
        const nav = page.getByRole('navigation', { name: 'Main menu' });
        await nav.waitFor();
        const navBox = await nav.boundingBox();
        /** Shown, and whole inside the menu's box and the window: not scrolled or clipped away. */
        const inView = async (locator) => {
          if ((await locator.count()) === 0 || !(await locator.isVisible())) return false;
          const box = await locator.boundingBox();
          return box.x >= navBox.x - 1 && box.x + box.width <= Math.min(navBox.x + navBox.width, width) + 1;
        };
        const entry = (label) => (label === 'Staff' ? nav.getByRole('button', { name: 'Staff' }) : nav.getByRole('link', { name: label, exact: true }));
        const more = nav.getByRole('button', { name: 'More' });
        const hidden = [];
        for (const label of entries) if (!(await inView(entry(label)))) hidden.push(label);
        await shot(page, `menu-${width}`);

        if (hidden.length > 0) {
          assert.ok(await inView(more), `at ${width}px ${hidden.join(', ')} are out of sight and there is no "More" menu`);
          await more.click();
          const menu = page.getByRole('menu');
          for (const label of hidden) {
            for (const item of label === 'Staff' ? staff : [label]) {
              await menu.getByRole('menuitem', { name: item, exact: true }).waitFor({ timeout: 5_000 });
            }
          }
          await shot(page, `menu-${width}-more`);
          // An entry from "More" opens its page.
          const last = hidden.at(-1);
          await menu.getByRole('menuitem', { name: last === 'Staff' ? 'Leaves' : last, exact: true }).click();
          await page.waitForURL((url) => url.pathname !== '/dashboard');
        } else {
          assert.equal(await more.count(), 0, `at ${width}px everything fits, yet there is a "More" menu`);
        }
        if (!hidden.includes('Staff')) {
          await entry('Staff').click();
          for (const item of staff) await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).waitFor({ timeout: 5_000 });
          await page.keyboard.press('Escape');
        }
        const pageWidth = await page.evaluate(() => globalThis.document.documentElement.scrollWidth);
        assert.ok(pageWidth <= width, `the page is ${pageWidth}px wide in a ${width}px window`);
      } finally {
        await context.close();
      }
    }
  });

  it('shows the hamburger menu on a 390px phone', async (t) => {
    if (skipReason) return t.skip(skipReason);
    const { context, page } = await newPage({ width: 390, height: 844 });
    try {
      await page.goto(`${BASE}/`);
      await shot(page, 'phone-sign-in');
      await signIn(page, 'admin@example.com', { expectPath: '/dashboard' });
      const hamburger = page.getByRole('button', { name: 'Open the menu' });
      await hamburger.waitFor({ state: 'visible' });
      assert.equal(await page.locator('header nav[aria-label="Main menu"]').isVisible(), false);
      const width = await page.evaluate(() => globalThis.document.documentElement.scrollWidth);
      assert.ok(width <= 390, `the page is ${width}px wide on a 390px screen`);
      await shot(page, 'phone-dashboard');

      await hamburger.click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: 'Companies' }).click();
      await page.waitForURL('**/companies/table');
      await page.getByRole('link', { name: 'Greenway Estates' }).waitFor();
      await shot(page, 'phone-companies');
    } finally {
      await context.close();
    }
  });

  it('lets a cleaner on a 390px phone resolve the issue a sensor reading raised', async (t) => {
    if (skipReason) return t.skip(skipReason);
    // As the administrator: a toilet-paper sensor in a facility assigned to cleaner@example.com.
    const admin = await apiToken('admin@example.com');
    const sensors = items(await apiGet(admin, `/devices?pageSize=100&filter=${encodeURIComponent('type:"toilet-paper"')}`));
    const cleaners = items(await apiGet(admin, `/users/cleaners?pageSize=100&search=${encodeURIComponent('cleaner@example.com')}`));
    const cleaner = cleaners.find((account) => account.loginName === 'cleaner@example.com');
    assert.ok(cleaner, 'the demo cleaner exists');
    const facilities = new Set(items(await apiGet(admin, `/users/cleaners/${cleaner.id}/facilities`)).map((f) => f.id));
    const sensor = sensors.find((device) => facilities.has(device.facilityId));
    assert.ok(sensor, 'a toilet-paper sensor sits in one of the cleaner\'s facilities');

    // The sensor reports an almost empty roll (range 119 mm of an empty 120 mm).
    const intake = await fetch(`${API}/api/ingest/readings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Ingest-Key': 'demo-ingest-key' },
      body: JSON.stringify({ messages: [{ device: sensor.deviceId, time: new Date().toISOString(), seq: 1, readings: { range: 119 } }] }),
    });
    assert.equal(intake.status, 200);
    assert.equal((await intake.json()).accepted, 1);

    // The rules raise an issue; give the pipeline up to 20 s.
    const cleanerToken = await apiToken('cleaner@example.com');
    const query = `/issues?pageSize=5&filter=${encodeURIComponent(`device:"${sensor.id}"`)}&filter=${encodeURIComponent('status:"1"')}`;
    let issue;
    const deadline = Date.now() + 20_000;
    while (!issue && Date.now() < deadline) {
      issue = items(await apiGet(cleanerToken, query))[0];
      if (!issue) await new Promise((r) => setTimeout(r, 500));
    }
    assert.ok(issue, `no issue was raised for ${sensor.deviceId} within 20 s`);

    const { context, page } = await newPage({ width: 390, height: 844 });
    try {
      await page.goto(`${BASE}/`);
      await signIn(page, 'cleaner@example.com');
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Issues' }).click();
      await page.waitForURL('**/issues/table');
      const card = page.getByRole('article', { name: issue.issueName }).filter({ hasText: issue.facilityName });
      await card.waitFor();
      const width = await page.evaluate(() => globalThis.document.documentElement.scrollWidth);
      assert.ok(width <= 390, `the issues page is ${width}px wide on a 390px screen`);
      await shot(page, 'phone-issues');

      const resolve = card.getByRole('button', { name: 'Mark as resolved' });
      const box = await resolve.boundingBox();
      assert.ok(box && box.height >= 44, 'the resolve button is large enough for a thumb');
      await resolve.click();
      await page.getByText('Issue resolved', { exact: true }).first().waitFor();
      await card.getByText('Resolved', { exact: true }).waitFor();
      assert.equal(await card.getByRole('button', { name: 'Mark as resolved' }).count(), 0);
      await shot(page, 'phone-issue-resolved');
    } finally {
      await context.close();
    }
    const after = await apiGet(cleanerToken, `/issues/${issue.id}`);
    assert.equal(after.status, 'RESOLVED');
    assert.equal(after.issuesStatus, 2);
  });
});
