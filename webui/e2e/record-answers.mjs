// Records the answers of the dashboard's calls, as the demo's administrator gets them once
// the demo's fortnight of history is in, into src/features/dashboard/testing/recorded-answers.json.
// Run it after changing what those calls answer (e2e/figures.test.mjs says when):
//
//   cd webui && node e2e/record-answers.mjs                      # a console of its own
//   cd webui && node e2e/record-answers.mjs http://127.0.0.1:8000 # a running console with its history
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { DASHBOARD_CALLS, RECORDED } from './dashboard-answers.mjs';
import { apiOf, startConsole } from './harness.mjs';

/** Lists are cut to this many items: their shape is what the tests need, not their length. */
const ITEMS = 3;

const cut = (value) => {
  if (Array.isArray(value)) return value.slice(0, ITEMS).map(cut);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cut(item)]));
  return value;
};

/** Every list in the answer has an item, so each item's shape is recorded. */
const emptyLists = (value, at = '') => {
  if (Array.isArray(value)) return value.length === 0 ? [at] : value.flatMap((item, index) => emptyLists(item, `${at}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => emptyLists(item, `${at}.${key}`));
  return [];
};

const given = process.argv[2];
const console_ = given ? { api: given, stop: async () => {} } : await startConsole();
assert.ok(!console_.skip, console_.skip);
try {
  if (!given) await console_.historyDone();
  const api = apiOf(console_.api);
  const admin = await api.token('admin@example.com');
  const range = 'days=7&utcOffsetMinutes=0';
  const answers = {};
  for (const [name, path] of Object.entries(DASHBOARD_CALLS)) {
    const answer = await api.get(admin, path(range));
    answers[name] = cut(name === 'recentIssues' ? answer.items : answer);
  }
  const empty = emptyLists(answers);
  assert.deepEqual(empty, [], `lists without an item (is the demo's history in?): ${empty.join(', ')}`);
  const note =
    "Answers of the dashboard's calls as the API gave them to the demo's administrator (days=7, utcOffsetMinutes=0;"
    + ' recentIssues: the items of /issues), lists cut to three items. Written by e2e/record-answers.mjs;'
    + ' e2e/figures.test.mjs fails once the API no longer answers in this shape.';
  writeFileSync(RECORDED, `${JSON.stringify({ _: note, ...answers }, null, 2)}\n`);
  console.log(`recorded ${Object.keys(answers).join(', ')} into ${RECORDED}`);
} finally {
  await console_.stop();
}
