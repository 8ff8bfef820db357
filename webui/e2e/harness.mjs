// What every browser test file shares: a real console to test against (on the embedded
// SQLite default or on PostgreSQL), Debian's Chromium through playwright-core, and the
// helpers the stories use. Each test file starts the consoles it needs, on free ports.
//
//   HYGIENE_BIN                the console script (default ../.venv/bin/hygiene)
//   CHROMIUM_PATH              the browser (default /usr/bin/chromium)
//   HYGIENE_TEST_DATABASE_URL  PostgreSQL for `database: 'postgres'` (default the machine's)
//   E2E_SCREENSHOTS            set to 1 to save screenshots under e2e/.artifacts/
//   E2E_UI                     'backend' (default: the UI as the backend serves it from dist/)
//                              or 'preview' (vite preview of dist/, proxying /api to the backend)
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { after, before } from 'node:test';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const webui = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(webui, '..');
export const HYGIENE = process.env.HYGIENE_BIN ?? join(root, '.venv', 'bin', 'hygiene');
const PYTHON = join(root, '.venv', 'bin', 'python');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const POSTGRES = process.env.HYGIENE_TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const PASSWORD = 'demo-password';
const IN_CI = process.env.CI === 'true';
const artifacts = join(webui, 'e2e', '.artifacts');

/** Why this machine cannot run the browser tests (under CI a missing piece fails instead). */
export function missing() {
  const needs = [
    [HYGIENE, `no backend at ${HYGIENE}`],
    [CHROMIUM, `no browser at ${CHROMIUM} (apt-get install -y chromium)`],
    [join(webui, 'dist', 'index.html'), 'dist/ is not built (npm run build)'],
  ];
  for (const [path, reason] of needs) {
    if (existsSync(path)) continue;
    assert.ok(!IN_CI, reason);
    return reason;
  }
  return null;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Runs a few lines of Python in the console's virtualenv (for PostgreSQL housekeeping). */
function python(code, ...args) {
  const run = spawnSync(PYTHON, ['-c', code, ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`python failed: ${run.stderr}`);
  return run.stdout.trim();
}

function postgresProblem() {
  try {
    python(
      'import sys, psycopg\nwith psycopg.connect(sys.argv[1], connect_timeout=3) as c: c.execute("SELECT 1")',
      POSTGRES,
    );
    return null;
  } catch (error) {
    return String(error.message ?? error);
  }
}

/**
 * Starts `hygiene serve` with the demo estate on a free port: on the embedded SQLite default
 * (a fresh data folder), or on PostgreSQL (a fresh schema of HYGIENE_TEST_DATABASE_URL,
 * dropped by `stop`). Answers `{ api, base, database, stop, log, historyDone }`, or
 * `{ skip }` when the machine cannot run it (never under CI).
 */
export async function startConsole({ database = 'sqlite', args = [], env = {} } = {}) {
  const reason = missing();
  if (reason) return { skip: reason };
  const dataDir = mkdtempSync(join(tmpdir(), 'hygiene-e2e-'));
  const extra = { HYGIENE_DATA_DIR: dataDir, HYGIENE_WEBUI_DIR: join(webui, 'dist'), ...env };
  let schema = null;
  if (database === 'postgres') {
    const problem = postgresProblem();
    if (problem) {
      assert.ok(!IN_CI, `PostgreSQL is required under CI but unreachable: ${problem}`);
      rmSync(dataDir, { recursive: true, force: true });
      return { skip: `PostgreSQL unreachable: ${problem}` };
    }
    schema = `e2e_${randomBytes(6).toString('hex')}`;
    Object.assign(extra, { HYGIENE_DATABASE_URL: POSTGRES, HYGIENE_DATABASE_SCHEMA: schema });
  }
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const server = spawn(HYGIENE, ['serve', '--port', String(port), '--host', '127.0.0.1', ...args], {
    cwd: root,
    env: { ...process.env, ...extra },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const lines = [];
  let partial = '';
  server.stderr.on('data', (chunk) => {
    const text = partial + chunk;
    const parts = text.split('\n');
    partial = parts.pop();
    lines.push(...parts);
    if (lines.length > 20_000) lines.splice(0, lines.length - 20_000);
  });
  const events = () => lines.map((line) => {
    try {
      return JSON.parse(line).event;
    } catch {
      return null;
    }
  });
  let preview = null;
  const stop = async () => {
    for (const child of [preview, server]) {
      if (child && child.exitCode === null) {
        process.kill(-child.pid, 'SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (schema) {
      python(
        'import sys, psycopg\nwith psycopg.connect(sys.argv[1], autocommit=True) as c:\n'
          + '    c.execute(f\'DROP SCHEMA IF EXISTS "{sys.argv[2]}" CASCADE\')',
        POSTGRES,
        schema,
      );
    }
  };
  try {
    await waitFor(async () => {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      return fetch(`${api}/api/health`).then((r) => r.ok, () => false);
    }, 'the server answering /api/health', 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${lines.slice(-40).join('\n')}`, { cause: error });
  }
  let base = api;
  if (process.env.E2E_UI === 'preview') {
    const previewPort = await freePort();
    preview = spawn(
      process.execPath,
      [join(webui, 'node_modules', 'vite', 'bin', 'vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort'],
      { cwd: webui, env: { ...process.env, HYGIENE_API_TARGET: api }, stdio: 'ignore', detached: true },
    );
    base = `http://127.0.0.1:${previewPort}`;
    await waitFor(() => fetch(`${base}/api/health`).then((r) => r.ok, () => false), 'vite preview', 30_000);
  } else {
    assert.ok(await servesScripts(api), 'the backend must serve the built UI as JavaScript');
  }
  return {
    api,
    base,
    database,
    stop,
    log: () => lines.slice(),
    /** Waits until the demo's fortnight of history is in (its figures stop moving). */
    historyDone: (timeoutMs = 240_000) =>
      waitFor(() => {
        const seen = events();
        if (seen.includes('demo.history.failed')) throw new Error('the demo history failed');
        return seen.includes('demo.history.done') || seen.includes('demo.history.complete');
      }, 'the demo history', timeoutMs),
  };
}

/** Does the backend serve dist/'s scripts as JavaScript? Browsers refuse module scripts otherwise. */
async function servesScripts(api) {
  const html = await (await fetch(`${api}/`)).text();
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!script) return false;
  const type = (await fetch(`${api}${script}`)).headers.get('content-type') ?? '';
  return /javascript/.test(type);
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
}

/**
 * A test file's console and browser: started before its tests (no browser when the console is
 * skipped), handed to `onStart` for the file's own setup, and both stopped after its tests.
 */
export function useConsole(onStart, options = {}) {
  let console_;
  let browser;
  before(async () => {
    console_ = await startConsole(options);
    if (!console_.skip) browser = await launchBrowser();
    await onStart(console_, browser);
  });
  after(async () => {
    await browser?.close();
    await console_?.stop?.();
  });
}

/** A fresh browser context and page: its own storage, so its own session and language;
 * `serviceWorkers: 'block'` for a visit the console's service worker plays no part in. */
export async function newPage(browser, viewport = { width: 1280, height: 860 }, { locale = 'en-GB', serviceWorkers = 'allow' } = {}) {
  const context = await browser.newContext({ viewport, locale, serviceWorkers });
  const page = await context.newPage();
  return { context, page };
}

/** Polls `probe` every 250 ms until it answers something truthy, at most `timeoutMs`. */
export async function waitFor(probe, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (answer) return answer;
    assert.ok(Date.now() < deadline, `${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function shot(page, name) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

export async function signIn(page, email, { expectPath, password = PASSWORD } = {}) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/' && (!expectPath || url.pathname === expectPath), { timeout: 15_000 });
}

/** Calls on the console's API as a client would: `token(email)`, `get(token, path)`, … */
export function apiOf(api) {
  const call = async (token, method, path, body) => {
    const response = await fetch(`${api}/api${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  return {
    async token(email, password = PASSWORD) {
      const answer = await call(null, 'POST', '/authn/log-in', { loginName: email, password });
      assert.equal(answer.status, 200, `sign-in of ${email} answered ${answer.status}`);
      return answer.body.accessToken;
    },
    async get(token, path) {
      const answer = await call(token, 'GET', path);
      assert.equal(answer.status, 200, `GET ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    },
    call,
  };
}

/**
 * Opens a menu and chooses `item`, expecting to land on `path`. A loaded machine sometimes
 * loses a choice made while the menu is still opening: up to three more tries, each said
 * aloud, the third by keyboard (the item highlighted, then Enter), as a person may.
 */
export async function chooseFromMenu(page, opener, item, path) {
  for (let attempt = 1; ; attempt += 1) {
    await opener.click();
    const menu = page.getByRole('menu');
    const choice = menu.getByRole('menuitem', { name: item, exact: true });
    await choice.waitFor({ state: 'visible' });
    if (attempt !== 3) {
      await choice.click();
    } else {
      await choice.hover();
      await choice.evaluate((element) => element.closest('[role="menu"]')?.focus());
      await page.keyboard.press('Enter');
    }
    try {
      await page.waitForURL(`**${path}`, { timeout: attempt === 1 ? 10_000 : 20_000 });
      return;
    } catch (error) {
      if (attempt > 3) throw error;
      console.warn(`# e2e: choosing ${item} left the page at ${page.url()}; choosing again`);
      await shot(page, `menu-${item}-${attempt}`);
      // Closed before it is opened again: a click on the opener of an open menu shuts it.
      for (let press = 0; press < 3 && (await menu.count()) > 0; press += 1) {
        await page.keyboard.press('Escape');
        await menu.first().waitFor({ state: 'hidden', timeout: 3_000 }).catch(() => {});
      }
    }
  }
}

export const items = (answer) => (Array.isArray(answer) ? answer : answer.items);

/** The page's width: wider than the window means it scrolls sideways. */
export const scrollWidthOf = (page) => page.evaluate(() => globalThis.document.documentElement.scrollWidth);

/** A sequence number no reading of the demo estate has used: (device, seq) names a reading. */
let lastSeq = 0;
export const freshSeq = () => (lastSeq = Math.max(lastSeq + 1, Date.now() * 1000));

const DAY_MS = 86_400_000;
export const isoDay = (time) => new Date(time).toISOString().slice(0, 10);
export const addDays = (day, n) => isoDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);
/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day) => new Date(`${day}T00:00:00Z`).getUTCDay();
export const mondayOf = (day) => addDays(day, -((weekdayOf(day) + 6) % 7));

/** The console's message catalogues (id → text), to say what a screen shows in each language. */
export const catalogue = (language) => JSON.parse(readFileSync(join(webui, 'src', 'lang', `${language}.json`), 'utf8'));

/**
 * A TCP proxy on a free port of 127.0.0.1 in front of `target` (`http://127.0.0.1:port`) that a
 * test can cut and restore: cut, nothing listens and every open connection drops, as when a
 * phone loses its network (the browser's offline switch leaves a service worker's own
 * requests through). Answers `{ base, cut, restore, close }`.
 */
export async function cuttableProxy(target) {
  const { hostname, port: targetPort } = new URL(target);
  const port = await freePort();
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(Number(targetPort), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = () => new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
  const cut = () => new Promise((done) => {
    if (!server.listening) return done();
    server.close(() => done());
    for (const socket of sockets) socket.destroy();
  });
  await listen();
  return { base: `http://127.0.0.1:${port}`, cut, restore: listen, close: cut };
}
