// A history reads as sentences in the reader's language: a cleaner reading their leave in
// Chinese sees who approved it by name and the leave type in Chinese, never an id, and the
// event as recorded one click away.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, apiOf, catalogue, isoDay, newPage, shot, signIn, useConsole, waitFor } from './harness.mjs';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

let console_;
let browser;

useConsole((started, launched) => {
  [console_, browser] = [started, launched];
});

describe('histories a person can read', () => {
  it('reads a leave in Chinese with its approver named and its type in Chinese, the raw event on click', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const zh = catalogue('zh');
    const api = apiOf(console_.api);
    const cleaner = await api.token('cleaner@example.com');
    const supervisor = await api.token('supervisor@example.com');
    // Far enough ahead that the demo's own leaves of the cleaner never overlap it.
    const start = addDays(isoDay(Date.now()), 400);
    const asked = await api.call(cleaner, 'POST', '/leaves', { type: 'ANNUAL', startDate: start, endDate: addDays(start, 2) });
    assert.equal(asked.status, 201, JSON.stringify(asked.body));
    const leaveId = asked.body.id;
    const decided = await api.call(supervisor, 'PUT', `/leaves/${leaveId}/status`, { status: 'APPROVED' });
    assert.equal(decided.status, 204, JSON.stringify(decided.body));

    // What the screen must say comes from the API the screen reads, as the cleaner.
    const history = await api.get(cleaner, `/history/leave/${leaveId}`);
    const decision = history.events.find((e) => e.type === 'Decided');
    const approver = history.names[decision.actor];
    assert.equal(approver?.kind, 'account');
    assert.ok(approver.name, 'the API names the approver to the cleaner');

    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${console_.base}/`);
      await signIn(page, 'cleaner@example.com');
      await page.evaluate(() => globalThis.localStorage.setItem('lang', 'zh'));
      await page.goto(`${console_.base}/staff/leaves/leave-info?leaveId=${leaveId}`);
      const list = page.getByRole('list', { name: zh['history.title'] });
      const entries = list.getByRole('listitem');
      await waitFor(async () => (await entries.count()) === history.events.length, 'the leave history on screen');
      // Newest first: the decision heads the list.
      const said = await entries.first().innerText();
      const annual = zh['history.value.leave.annual'];
      assert.ok(said.startsWith(`${approver.name}批准了休假（${annual}，`), `the decision reads: ${said}`);
      const all = await list.innerText();
      assert.doesNotMatch(all, UUID, 'no id shows in the history');
      for (const raw of ['ANNUAL', 'APPROVED', 'Decided', 'Requested']) assert.ok(!all.includes(raw), `"${raw}" shows in: ${all}`);
      await shot(page, 'histories-leave-zh');

      await entries.first().getByRole('button', { name: zh['history.showRaw'] }).click();
      const recorded = entries.first().getByLabel(zh['history.rawTitle']);
      await recorded.waitFor();
      const raw = await recorded.innerText();
      for (const expected of ['Decided', 'APPROVED', decision.time, decision.actor]) {
        assert.ok(raw.includes(expected), `the recorded event shows ${expected}: ${raw}`);
      }
    } finally {
      await context.close();
    }
  });
});
