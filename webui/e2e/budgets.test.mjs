// What the web UI sends and how steady it stands: the sign-in page and a demo manager's
// dashboard, each in a fresh browser (nothing cached), against the console serving dist/.
// The JavaScript each page loads is summed from the Performance API's resource timing, as it
// travelled (the browser asks for brotli) and as gzip would have sent it (asked again with
// only gzip accepted); the gzip sums must stay within the budgets. The dashboard's layout
// shift (CLS, the worst burst of shifts no input caused) must stay under 0.1. The figures are
// printed; BENCHMARKS.md ("Web assets") keeps them.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, it } from 'node:test';
import { newPage, shot, signIn, useConsole, waitFor } from './harness.mjs';

const MANAGER = 'cc-manager@example.com';
/** Kilobytes as Vite counts them (1,000 bytes). */
const KB = 1000;
// A visitor without a session gets the sign-in page from its own entry (src/main.tsx,
// src/app/sign-in-app.tsx): React (~67 kB gzipped), Chakra's styling system with emotion and
// the page's recipes, react-intl and the form (~70 kB) and its part of the message catalogue
// (~4 kB); not the router, the query cache or jotai (BENCHMARKS.md, "Web assets").
const BUDGET = { signIn: 150 * KB, dashboard: 300 * KB };
const MAX_CLS = 0.1;
/** Smaller scripts may travel as built: their compressed copy would not be smaller. */
const WORTH_COMPRESSING = 1024;

let console_;
let browser;
let skipReason = null;

useConsole(async (started, launched) => {
  [console_, browser] = [started, launched];
  if (console_.skip) skipReason = console_.skip;
  // The dashboard as a manager sees it on a working day: the demo's history in.
  else await console_.historyDone();
});

/** Records each layout shift no input caused, from the first paint on, with what moved. */
function observeLayoutShifts() {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return String(node?.nodeName ?? 'text');
    const named = node.getAttribute('aria-label') || node.getAttribute('data-testid') || node.querySelector('h1,h2,h3,h4')?.textContent;
    return `${node.tagName.toLowerCase()}${named ? ` "${named.trim().slice(0, 40)}"` : ''}`;
  };
  globalThis.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((source) => `${describe(source.node)} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`);
      globalThis.__shifts.push({ value: entry.value, time: entry.startTime, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS: the largest sum of shifts in a window of at most 5 s without a 1 s gap. */
function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const { value, time } of shifts) {
    if (time - last > 1000 || time - start > 5000) [current, start] = [0, time];
    current += value;
    last = time;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** Each script the page loaded: its address and its size as it travelled and as built. */
const scriptsOf = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, encoded: entry.encodedBodySize, decoded: entry.decodedBodySize })),
  );

/** The bytes of `url` as they travel when only `encoding` is accepted, and its Content-Encoding. */
function fetchEncoded(url, encoding) {
  return new Promise((done, fail) => {
    const ask = request(url, { headers: { 'Accept-Encoding': encoding } }, (reply) => {
      let bytes = 0;
      reply.on('data', (chunk) => (bytes += chunk.length));
      reply.on('end', () => done({ bytes, encoding: reply.headers['content-encoding'] ?? null, status: reply.statusCode }));
      reply.on('error', fail);
    });
    ask.on('error', fail);
    ask.end();
  });
}

/** Every script response's Content-Encoding, as the browser received it. */
function encodingsOf(page) {
  const seen = new Map();
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    seen.set(response.url(), (await response.allHeaders())['content-encoding'] ?? null);
  });
  return seen;
}

/** The page's scripts summed three ways; asserts each sizeable one came compressed. */
async function measure(page, encodings, what) {
  const scripts = await scriptsOf(page);
  assert.ok(scripts.length > 0, `${what}: no scripts seen`);
  let [travelled, built, gzip] = [0, 0, 0];
  for (const script of scripts) {
    travelled += script.encoded;
    built += script.decoded;
    const asGzip = await fetchEncoded(script.url, 'gzip');
    assert.equal(asGzip.status, 200, script.url);
    gzip += asGzip.bytes;
    if (script.decoded < WORTH_COMPRESSING) continue;
    assert.ok(['br', 'gzip'].includes(encodings.get(script.url)), `${script.url} came as ${encodings.get(script.url)}`);
    assert.equal(asGzip.encoding, 'gzip', `${script.url} is not sent gzipped to a gzip-only client`);
  }
  const figures = { scripts: scripts.length, builtKB: built / KB, travelledKB: travelled / KB, gzipKB: gzip / KB };
  const line = `${figures.scripts} scripts, ${figures.builtKB.toFixed(1)} kB as built, ${figures.travelledKB.toFixed(1)} kB as travelled (${[...new Set(encodings.values())].join('/')}), ${figures.gzipKB.toFixed(1)} kB gzipped`;
  console.log(`${what}: ${line}`);
  return { ...figures, gzip };
}

/** Waits until nothing on the page is loading and the network has been quiet a while. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await waitFor(async () => (await page.locator('[aria-busy="true"]').count()) === 0, 'the page done loading', 60_000);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
}

describe('web assets', () => {
  it('keeps the sign-in page within its script budget, compressed', async (t) => {
    if (skipReason) return t.skip(skipReason);
    const { context, page } = await newPage(browser);
    try {
      const encodings = encodingsOf(page);
      await page.goto(`${console_.base}/`);
      await page.getByRole('heading', { name: 'Hygiene management system' }).waitFor();
      await settle(page);
      const { gzip } = await measure(page, encodings, 'sign-in');
      assert.ok(gzip <= BUDGET.signIn, `the sign-in page loads ${(gzip / KB).toFixed(1)} kB of gzipped script; the budget is ${BUDGET.signIn / KB} kB`);
    } finally {
      await context.close();
    }
  });

  it("keeps a manager's dashboard within its script budget and steady while it loads", async (t) => {
    if (skipReason) return t.skip(skipReason);
    const signedIn = await newPage(browser);
    await signedIn.page.goto(`${console_.base}/`);
    await signIn(signedIn.page, MANAGER);
    const storageState = await signedIn.context.storageState();
    await signedIn.context.close();

    // A fresh context with the session: an empty cache, as on a first visit, the service worker
    // kept out (it would serve the later scripts from its own cache, and keep the whole build).
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'en-GB', storageState, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.addInitScript(observeLayoutShifts);
      const encodings = encodingsOf(page);
      await page.goto(`${console_.base}/dashboard`);
      await page.getByRole('heading', { name: 'Overview' }).waitFor();
      await settle(page);
      await shot(page, 'budgets-dashboard');
      const shifts = await page.evaluate(() => globalThis.__shifts);
      const cls = cumulativeLayoutShift(shifts);
      console.log(`dashboard layout shift (CLS): ${cls.toFixed(3)}`);
      for (const shift of shifts) console.log(`  ${shift.value.toFixed(4)} at ${Math.round(shift.time)} ms: ${shift.sources.join('; ')}`);
      const { gzip } = await measure(page, encodings, 'dashboard');

      // Its charts load as they come into view: with every one drawn, told, not budgeted.
      await waitFor(async () => {
        for (const chart of await page.locator('[data-chart]').all()) await chart.scrollIntoViewIfNeeded();
        return (await page.locator('.recharts-wrapper').count()) === (await page.locator('[data-chart]').count());
      }, 'every chart drawn');
      await settle(page);
      await measure(page, encodings, 'dashboard, every chart drawn');

      assert.ok(gzip <= BUDGET.dashboard, `the dashboard loads ${(gzip / KB).toFixed(1)} kB of gzipped script; the budget is ${BUDGET.dashboard / KB} kB`);
      assert.ok(cls < MAX_CLS, `the dashboard shifts by ${cls.toFixed(3)} while it loads; at most ${MAX_CLS}`);
    } finally {
      await context.close();
    }
  });
});
