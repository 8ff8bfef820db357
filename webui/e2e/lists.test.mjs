// Every list is usable at 1280 px and on a 390 px phone: the page never scrolls sideways
// (a wide table scrolls inside its own area), and a row's actions stay in view.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiOf, items, newPage, signIn, useConsole } from './harness.mjs';

const LISTS = [
  '/companies/table',
  '/users/table',
  '/projects/table',
  '/buildings/table',
  '/facilities/table',
  '/devices/table-view',
  '/staff/cleaners/table',
  '/staff/leaves/table',
  '/staff/manage-workers/table',
  '/staff/manage-supervisors/table',
  '/feedback/table',
  '/usage/table',
  '/issues/table',
  '/notifications/table',
  '/inventory/table',
];

let console_;
let browser;

useConsole((started, launched) => {
  [console_, browser] = [started, launched];
});

/** Where a list's table, its "Actions" header and the page's width stand, once rows show. */
async function measure(page) {
  // The table (or on a phone the list of cards) says when its rows are in.
  await page.locator('table[aria-busy="false"], [role="list"][aria-busy="false"]').first().waitFor({ timeout: 20_000 });
  return page.evaluate(() => {
    const actions = [...globalThis.document.querySelectorAll('th')].find((th) => th.textContent.trim() === 'Actions');
    const box = actions?.getBoundingClientRect();
    return {
      pageWidth: globalThis.document.documentElement.scrollWidth,
      actions: box ? { left: box.left, right: box.right } : null,
    };
  });
}

describe('lists on a desk and on a phone', () => {
  for (const [width, height] of [[1280, 860], [390, 844]]) {
    it(`fit ${width} px with the actions in view, for the administrator`, async (t) => {
      if (console_.skip) return t.skip(console_.skip);
      const { context, page } = await newPage(browser, { width, height });
      try {
        await page.goto(`${console_.base}/`);
        await signIn(page, 'admin@example.com');
        for (const path of LISTS) {
          await page.goto(`${console_.base}${path}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          const seen = await measure(page);
          assert.ok(seen.pageWidth <= width, `${path} is ${seen.pageWidth} px wide at ${width} px`);
          if (seen.actions) {
            assert.ok(
              seen.actions.right <= width && seen.actions.left >= 0,
              `${path}: the Actions column stands at ${seen.actions.left}–${seen.actions.right} px, out of a ${width} px window`,
            );
          }
        }
      } finally {
        await context.close();
      }
    });
  }

  it('let a supervisor resolve an issue from the table at 1280 px without scrolling sideways', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    // An issue open now, newest in the list: the demo's history resolves its own as it runs.
    const api = apiOf(console_.api);
    const supervisor = await api.token('supervisor@example.com');
    const facility = items(await api.get(supervisor, '/facilities?pageSize=1'))[0];
    const made = await api.call(supervisor, 'POST', '/issues', { facilityId: facility.id, issueType: 'general-issue', description: 'The tap drips' });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const { context, page } = await newPage(browser, { width: 1280, height: 860 });
    try {
      await page.goto(`${console_.base}/`);
      await signIn(page, 'supervisor@example.com');
      await page.goto(`${console_.base}/issues/table`);
      const row = page.getByRole('table').getByRole('row').filter({ has: page.locator(`a[href*="${made.body.id}"]`) });
      const resolve = row.getByRole('button', { name: 'Mark as resolved' });
      await resolve.waitFor({ timeout: 60_000 });
      const box = await resolve.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 1280, `the resolve button stands at ${JSON.stringify(box)}`);
    } finally {
      await context.close();
    }
  });
});
