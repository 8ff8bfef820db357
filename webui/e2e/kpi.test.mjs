// The KPI screen and the reports' device uptime, against the API that produced them: the demo
// estate with its fortnight of history, a cleaning company manager opening the KPI screen from
// the dashboard's menu in English and in Chinese, one figure of each breakdown compared with
// what the API answers that manager for the same range, a column sorted both ways; then the
// reports screen, whose device uptime must be the API's for each building (and never a dash:
// the demo's buildings have devices).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiOf, catalogue, chooseFromMenu, launchBrowser, newPage, shot, signIn, startConsole } from './harness.mjs';

const MANAGER = 'cc-manager@example.com';
const text = { en: catalogue('en'), zh: catalogue('zh') };
/** The issue types' catalogue keys (`catalogue.issue.paperLevelLow`), by id. */
const typeKey = (id) => `catalogue.issue.${id.replace(/-(\w)/g, (_, letter) => letter.toUpperCase())}`;

let server;
let browser;
let api;
let skipReason = null;

before(async () => {
  server = await startConsole({ database: 'sqlite' });
  if (server.skip) {
    skipReason = server.skip;
    return;
  }
  api = apiOf(server.api);
  await server.historyDone();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop?.();
});

/** The answer of the first call the page makes to `path` after `act`, and its query. */
async function answered(page, path, act) {
  const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === `/api${path}` && r.request().method() === 'GET'), act()]);
  assert.equal(response.status(), 200);
  return new URL(response.url()).search;
}

/** The text of each cell of a table's rows (its header left out). */
async function rowsOf(table) {
  const rows = table.locator('tbody tr');
  const out = [];
  for (let index = 0; index < (await rows.count()); index += 1) out.push(await rows.nth(index).locator('td').allInnerTexts());
  return out.map((cells) => cells.map((cell) => cell.trim()));
}

async function columnIndex(table, header) {
  const headers = (await table.locator('thead th').allInnerTexts()).map((cell) => cell.trim());
  const index = headers.indexOf(header);
  assert.ok(index >= 0, `no column ${header} in ${headers.join(', ')}`);
  return index;
}

/** Each breakdown: its table's name, the answer's groups, and how a group is named on screen. */
function breakdowns(say, answer) {
  return [
    { table: say['kpi.perBuilding'], groups: answer.perBuilding, name: (g) => g.name },
    { table: say['kpi.perCompany'], groups: answer.perCompany, name: (g) => g.name },
    { table: say['kpi.perStaff'], groups: answer.perStaff, name: (g) => g.name ?? say['kpi.unnamed'] },
    { table: say['kpi.perType'], groups: answer.perType, name: (g) => say[typeKey(g.issueType)] },
  ];
}

async function checkFigures(page, language, token, query) {
  const say = text[language];
  const answer = await api.get(token, `/dashboard/kpi${query}`);
  assert.ok(answer.overall.resolved > 0, 'the demo history resolved issues');
  const count = new Intl.NumberFormat(language);
  const share = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  for (const breakdown of breakdowns(say, answer)) {
    assert.ok(breakdown.groups.length > 0, `${breakdown.table}: the API answers groups`);
    const table = page.getByRole('table', { name: breakdown.table, exact: true });
    await table.waitFor();
    const rows = await rowsOf(table);
    const resolved = await columnIndex(table, say['kpi.resolved']);
    const within = await columnIndex(table, say['kpi.withinTarget']);
    const group = breakdown.groups[0];
    const row = rows.find((cells) => cells[0] === breakdown.name(group));
    assert.ok(row, `${breakdown.table} (${language}): a row for ${breakdown.name(group)} in ${JSON.stringify(rows)}`);
    assert.equal(row[resolved], count.format(group.resolved), `${breakdown.table}: resolved`);
    assert.equal(row[within], group.withinTarget === null ? '—' : share.format(group.withinTarget), `${breakdown.table}: within target`);
    assert.equal(rows.length, breakdown.groups.length, `${breakdown.table}: a row per group`);
  }
  return answer;
}

describe('KPI screen and device uptime', () => {
  it('shows a cleaning company manager each breakdown as the API answers it, sorted on request, in English and Chinese', async (t) => {
    if (skipReason) return t.skip(skipReason);
    const token = await api.token(MANAGER);
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${server.base}/`);
      await signIn(page, MANAGER, { expectPath: '/dashboard' });
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      const query = await answered(page, '/dashboard/kpi', () => chooseFromMenu(page, nav.getByRole('button', { name: 'Dashboard' }), 'KPI', '/dashboard/kpi'));
      await page.getByRole('heading', { name: text.en['kpi.title'], level: 1 }).waitFor();
      const answer = await checkFigures(page, 'en', token, query);
      await shot(page, 'kpi-en');

      // Sorting the staff by resolved issues, then the other way round.
      const staff = page.getByRole('table', { name: text.en['kpi.perStaff'], exact: true });
      const resolved = await columnIndex(staff, text.en['kpi.resolved']);
      const counts = async () => (await rowsOf(staff)).map((cells) => Number(cells[resolved].replace(/\D/g, '')));
      const names = async () => (await rowsOf(staff)).map((cells) => cells[0]);
      const before = await names();
      const sortBy = staff.getByRole('button', { name: text.en['kpi.sortBy'].replace('{column}', text.en['kpi.resolved']) });
      await sortBy.click();
      const ascending = await counts();
      assert.deepEqual(ascending, [...ascending].sort((a, b) => a - b), 'fewest resolved first');
      await sortBy.click();
      const descending = await counts();
      assert.deepEqual(descending, [...descending].sort((a, b) => b - a), 'most resolved first');
      if (new Set(answer.perStaff.map((s) => s.resolved)).size > 1) {
        assert.notDeepEqual(await names(), before, 'the rows moved');
      }

      // The same screen in Chinese, as the settings store the language.
      await page.evaluate(() => globalThis.localStorage.setItem('lang', 'zh'));
      const zhQuery = await answered(page, '/dashboard/kpi', () => page.reload());
      await page.getByRole('heading', { name: text.zh['kpi.title'], level: 1 }).waitFor();
      await checkFigures(page, 'zh', token, zhQuery);
      const median = await page.getByRole('table', { name: text.zh['kpi.perBuilding'], exact: true }).locator('tbody tr').first().locator('td').nth(3).innerText();
      assert.match(median, /分钟|小时/, `a duration in Chinese: ${median}`);
      assert.doesNotMatch(median, /min/);
      await shot(page, 'kpi-zh');
    } finally {
      await context.close();
    }
  });

  it('shows on the reports screen each building’s device uptime as the API answers it', async (t) => {
    if (skipReason) return t.skip(skipReason);
    const token = await api.token(MANAGER);
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${server.base}/`);
      await signIn(page, MANAGER, { expectPath: '/dashboard' });
      const query = await answered(page, '/reports', () => page.goto(`${server.base}/reports`));
      const answer = await api.get(token, `/reports${query}`);
      assert.ok(answer.buildings.length > 0, 'the manager sees buildings');
      const share = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
      for (const building of answer.buildings) {
        assert.equal(typeof building.deviceUptime, 'number', `${building.buildingName}: the API counts its devices' hours`);
        const region = page.getByRole('region', { name: building.buildingName, exact: true });
        const stat = region.locator('.chakra-stat__root').filter({ has: page.getByText(text.en['report.deviceUptime'], { exact: true }) });
        const shown = (await stat.locator('.chakra-stat__valueText').innerText()).trim();
        assert.equal(shown, share.format(building.deviceUptime), `${building.buildingName}: device uptime`);
      }
      await shot(page, 'reports-uptime');
    } finally {
      await context.close();
    }
  });
});
