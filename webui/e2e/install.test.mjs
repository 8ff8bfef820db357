// The console on a cleaner's phone (390 × 844): installable (a web app manifest with its icons
// and start page, a service worker controlling the page), and still there when the network is
// really gone. The console's server is stopped, not the browser's network switched off (a
// service worker's own requests go through such a switch: microsoft/playwright#2311): the
// reload must come from what the service worker kept, the app shell and the last answers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newPage, shot, signIn, useConsole, waitFor } from './harness.mjs';

const PHONE = { width: 390, height: 844 };
const CLEANER = 'cleaner@example.com';

let console_;
let browser;
let skipReason = null;

useConsole(async (started, launched) => {
  [console_, browser] = [started, launched];
  if (console_.skip) skipReason = console_.skip;
});

/** What the "My work" page lists: the names of its cards. */
const listed = (page) => page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

describe('the console on a phone', () => {
  it('is installable and opens with what it last showed once the server is gone', async (t) => {
    if (skipReason) return t.skip(skipReason);
    const { context, page } = await newPage(browser, PHONE);
    try {
      await page.goto(console_.base);
      await signIn(page, CLEANER, { expectPath: '/my-work' });

      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifest = await page.evaluate((href) => fetch(href).then((r) => r.json()), manifestHref);
      assert.equal(manifest.display, 'standalone');
      assert.equal(manifest.start_url, '/my-work');
      assert.ok(manifest.name && manifest.short_name && manifest.theme_color);
      const sizes = new Set(manifest.icons.map((icon) => icon.sizes));
      assert.ok(sizes.has('192x192') && sizes.has('512x512'), JSON.stringify(manifest.icons));
      for (const icon of manifest.icons) {
        const type = await page.evaluate((src) => fetch(src).then((r) => (r.ok ? r.headers.get('content-type') : String(r.status))), icon.src);
        assert.equal(type, 'image/png', icon.src);
      }

      // The service worker takes the page over once it has kept the app shell.
      await waitFor(() => page.evaluate(() => navigator.serviceWorker?.controller?.state === 'activated'), 'a service worker controlling the page', 60_000);
      await page.reload();
      await waitFor(async () => (await listed(page)).length > 0, 'the cleaner’s work listed');
      await shot(page, 'install-online');

      await console_.stop();
      const down = await page.evaluate(() => fetch('/api/health').then(() => 'answered', () => 'unreachable'));
      assert.equal(down, 'unreachable', 'the server is really gone');
      // What the page showed last, read once nothing can change it: the demo's live updates
      // refresh the list until the server is gone.
      const before = await listed(page);

      await page.reload();
      await waitFor(async () => (await listed(page)).length > 0, 'the work listed again without the server', 30_000);
      const after = await listed(page);
      await shot(page, 'install-offline');
      assert.deepEqual(after, before);
      assert.equal(new URL(page.url()).pathname, '/my-work');
    } finally {
      await context.close();
    }
  });
});
