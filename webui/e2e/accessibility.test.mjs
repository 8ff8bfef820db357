// Accessibility in the browser. axe-core on every screen a role may open, derived from the
// route tables (each info or edit screen with a real id from the API), in English at a desk's
// width, and the main screens at a phone's: nothing critical or serious may be found. Then the
// keyboard alone: signing in, a supervisor resolving an issue from the list, a cleaner
// completing a task through its dialog and resolving an issue from "My work", the focus
// showing on every element it passes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { auditPage, blockingViolations, describe as say, settled, trackRequests } from './a11y-check.mjs';
import {
  assertFocusShown,
  completeTaskByKeyboard,
  openFromMainMenu,
  resolveByKeyboard,
  signInByKeyboard,
} from './a11y-keyboard.mjs';
import { consoleScreens, demoRecords, mainScreens, publicScreens, routeTables } from './a11y-routes.mjs';
import { apiOf, catalogue, signIn, useConsole } from './harness.mjs';

const DESK = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };
const en = catalogue('en');

let console_;
let browser;
let api;
let tables;
let ids;

useConsole(async (started, launched) => {
  [console_, browser] = [started, launched];
  if (console_.skip) return;
  api = apiOf(console_.api);
  [tables, ids] = await Promise.all([routeTables(), demoRecords(api)]);
});

/** Screens by the account that opens them, in their order. */
function byAccount(screens) {
  const groups = new Map();
  for (const screen of screens) groups.set(screen.account, [...(groups.get(screen.account) ?? []), screen]);
  return groups;
}

/**
 * Opens each screen as its account (signing in once per account) and answers the blocking
 * violations found, one line per offending element. A screen a parent path redirected to
 * (`/companies` → `/companies/table`) and already checked is not checked twice.
 */
async function audit(screens, viewport) {
  const problems = [];
  for (const [account, group] of byAccount(screens)) {
    const { context, page } = await auditPage(browser, viewport);
    const inflight = trackRequests(page);
    const checked = new Set();
    try {
      if (account) {
        await page.goto(`${console_.base}/`);
        await signIn(page, account);
      }
      for (const { url } of group) {
        await page.goto(`${console_.base}${url}`);
        const where = `${url} (${account ?? 'signed out'}, ${viewport.width}px)`;
        await settled(page, inflight, where);
        assert.equal(await page.getByText(en['common.missingId']).count(), 0, `${where} needs an id (e2e/a11y-routes.mjs)`);
        const landed = new URL(page.url());
        if (checked.has(`${landed.pathname}${landed.search}`)) continue;
        checked.add(`${landed.pathname}${landed.search}`);
        problems.push(...say(where, await blockingViolations(page)));
      }
    } finally {
      await context.close();
    }
  }
  return problems;
}

describe('accessibility: axe-core', () => {
  it('finds nothing critical or serious on any screen at 1280px', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const problems = await audit([...publicScreens(tables, ids), ...consoleScreens(tables, ids)], DESK);
    assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
  });

  it('finds nothing critical or serious on the main screens at 390px', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const problems = await audit([...publicScreens(tables, ids), ...mainScreens(tables)], PHONE);
    assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
  });
});

describe('accessibility: the keyboard alone', () => {
  /** A fresh issue at one of the cleaner's facilities, as their supervisor reports it. */
  async function openIssue() {
    const supervisor = await api.token('supervisor@example.com');
    const opened = await api.call(supervisor, 'POST', '/issues', { facilityId: ids.facility, issueType: 'general-issue' });
    assert.equal(opened.status, 201, JSON.stringify(opened.body));
    return { supervisor, issue: opened.body };
  }

  it('signs in with Tab, typing and Enter', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const { context, page } = await auditPage(browser, DESK);
    try {
      await page.goto(`${console_.base}/`);
      assertFocusShown(await signInByKeyboard(page, 'admin@example.com'), 'signing in');
      await page.getByRole('heading', { name: 'Overview' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/dashboard');
    } finally {
      await context.close();
    }
  });

  it('lets a supervisor resolve an issue from the issues list', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const { supervisor, issue } = await openIssue();
    const { context, page } = await auditPage(browser, DESK);
    const inflight = trackRequests(page);
    try {
      await page.goto(`${console_.base}/`);
      const unseen = await signInByKeyboard(page, 'supervisor@example.com');
      await settled(page, inflight, 'the home screen');
      unseen.push(...(await openFromMainMenu(page, inflight, 'Issues')));
      unseen.push(...(await resolveByKeyboard(page, inflight, issue.id)));
      assertFocusShown(unseen, "resolving from the supervisor's list");
    } finally {
      await context.close();
    }
    assert.equal((await api.get(supervisor, `/issues/${issue.id}`)).status, 'RESOLVED');
  });

  it('lets a cleaner on a phone complete a task through its dialog and resolve the issue from My work', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const { supervisor, issue } = await openIssue();
    const title = `Mop the floor ${Date.now()}`;
    const task = await api.call(supervisor, 'POST', '/tasks', {
      issueId: issue.id,
      title,
      type: 'Cleaning',
      staffRole: 'cleaner',
      staffId: ids.cleaner,
    });
    assert.equal(task.status, 201, JSON.stringify(task.body));
    const { context, page } = await auditPage(browser, PHONE);
    const inflight = trackRequests(page);
    try {
      await page.goto(`${console_.base}/`);
      const unseen = await signInByKeyboard(page, 'cleaner@example.com');
      await page.waitForURL('**/my-work');
      await settled(page, inflight, 'My work');
      unseen.push(...(await completeTaskByKeyboard(page, title, 'Mopped and dried')));
      unseen.push(...(await resolveByKeyboard(page, inflight, issue.id)));
      assertFocusShown(unseen, "the cleaner's morning");
    } finally {
      await context.close();
    }
    const done = await api.get(supervisor, `/tasks/${task.body.id}`);
    assert.equal(done.status, 'DONE');
    assert.equal(done.completionRemarks, 'Mopped and dried');
    assert.equal((await api.get(supervisor, `/issues/${issue.id}`)).status, 'RESOLVED');
  });
});
