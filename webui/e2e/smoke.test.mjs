// Smoke tests and stories of the built web UI against the real backend, through playwright-core
// and Debian's Chromium. Run with `npm run e2e` (it builds dist/ first); e2e/harness.mjs says
// which environment variables it reads.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addDays,
  apiOf,
  catalogue,
  chooseFromMenu,
  freshSeq,
  isoDay,
  items,
  mondayOf,
  newPage as pageOf,
  scrollWidthOf,
  shot,
  signIn,
  useConsole,
  waitFor,
  weekdayOf,
} from './harness.mjs';

let console_;
let browser;
let skipReason = null;
let BASE;
let API;

const apiToken = (email) => apiOf(API).token(email);
const apiGet = (token, path) => apiOf(API).get(token, path);
const newPage = (viewport) => pageOf(browser, viewport);
const eventually = (probe, what, timeoutMs = 30_000) => waitFor(probe, what, timeoutMs);

useConsole((started, launched) => {
  [console_, browser] = [started, launched];
  if (console_.skip) skipReason = console_.skip;
  else ({ base: BASE, api: API } = console_);
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
    // The administrator's menu: every entry of the main menu in its order.
    const entries = ['Dashboard', 'Companies', 'Users', 'Projects', 'Buildings', 'Facilities', 'Devices', 'Staff', 'Issues', 'Inventory', 'Feedback', 'Usage', 'Webhooks'];
    const staff = ['Manage supervisors', 'Cleaners', 'Workers', 'Schedules', 'Leaves'];
    // Entries that open a menu of their own, and what it lists.
    const groups = { Dashboard: ['Overview', 'KPI'], Staff: staff };
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
        const entry = (label) => (label in groups ? nav.getByRole('button', { name: label }) : nav.getByRole('link', { name: label, exact: true }));
        const more = nav.getByRole('button', { name: 'More' });
        const hidden = [];
        for (const label of entries) if (!(await inView(entry(label)))) hidden.push(label);
        await shot(page, `menu-${width}`);

        if (hidden.length > 0) {
          assert.ok(await inView(more), `at ${width}px ${hidden.join(', ')} are out of sight and there is no "More" menu`);
          await more.click();
          const menu = page.getByRole('menu');
          for (const label of hidden) {
            for (const item of groups[label] ?? [label]) {
              await menu.getByRole('menuitem', { name: item, exact: true }).waitFor({ timeout: 5_000 });
            }
          }
          await shot(page, `menu-${width}-more`);
          // An entry from "More" opens its page. On a loaded machine the menu may be laid
          // out again (what fits is measured as the page settles) under the pointer, and
          // that click is lost: open it again, as a person would.
          const last = hidden.at(-1);
          const name = last === 'Staff' ? 'Leaves' : last;
          for (let attempt = 1; ; attempt += 1) {
            if (attempt > 1 && !(await page.getByRole('menu').isVisible())) await more.click();
            await page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
            try {
              await page.waitForURL((url) => url.pathname !== '/dashboard', { timeout: 10_000 });
              break;
            } catch (error) {
              if (attempt === 3) throw error;
            }
          }
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
      body: JSON.stringify({ messages: [{ device: sensor.deviceId, time: new Date().toISOString(), seq: freshSeq(), readings: { range: 119 } }] }),
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
      // This issue's card: others of the same name may be in the same facility (the demo's history).
      const card = page.getByRole('article', { name: issue.issueName }).filter({ has: page.locator(`a[href*="${issue.id}"]`) });
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

describe('hygiene console (stories)', () => {
  it('schedules the cleaner, who applies for leave on a phone; once approved, the shift shows as on leave', async (t) => {
    if (skipReason) return t.skip(skipReason);
    const admin = await apiToken('admin@example.com');
    const found = items(await apiGet(admin, `/users/cleaners?pageSize=100&search=${encodeURIComponent('cleaner@example.com')}`));
    const cleanerId = found.find((account) => account.loginName === 'cleaner@example.com')?.id;
    assert.ok(cleanerId, 'the demo cleaner exists');
    const cleaner = await apiGet(admin, `/users/cleaners/${cleanerId}`);
    const cleanerName = cleaner.profile?.name || cleaner.loginName;
    // Not the first of the list: each facility's box must tick that facility.
    const assigned = items(await apiGet(admin, `/users/cleaners/${cleanerId}/facilities`));
    assert.ok(assigned.length >= 2, 'the demo cleaner has facilities');
    const facility = assigned[1];
    const place = [facility.buildingName, facility.floorLabel, facility.name].filter(Boolean).join(' · ');

    // Three weeks from the Monday after next, Monday to Sunday; an evening shift, clear of the
    // demo's 08:00–16:00 one. The leave: a scheduled day clear of the demo cleaner's leaves
    // (in 7 to 9 days and in 14), with a day to spare for the estate's time zone.
    const today = isoDay(Date.now());
    const start = addDays(today, (((8 - weekdayOf(today)) % 7) || 7) + 7);
    const end = addDays(start, 20);
    const scheduled = [];
    for (let day = start; day <= end; day = addDays(day, 1)) if ([1, 3, 5].includes(weekdayOf(day))) scheduled.push(day);
    const leaveDay = scheduled.find((day) => day >= addDays(today, 16));
    const week = mondayOf(leaveDay);
    const sameWeek = scheduled.filter((day) => day >= week && day <= addDays(week, 6));
    assert.equal(sameWeek.length, 3);

    const supervisor = await newPage();
    const phone = await newPage({ width: 390, height: 844 });
    try {
      // The supervisor creates the schedule.
      let page = supervisor.page;
      await page.goto(`${BASE}/`);
      await signIn(page, 'supervisor@example.com');
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await nav.waitFor();
      const openStaff = (item, path) => chooseFromMenu(page, nav.getByRole('button', { name: 'Staff' }), item, path);
      await openStaff('Schedules', '/staff/schedules/info');
      await page.getByRole('heading', { name: 'Schedules', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'New schedule' }).click();
      await page.waitForURL('**/staff/schedules/create-schedule-form');
      await page.getByLabel('Staff member').selectOption({ label: `${cleanerName} (Cleaner)` });
      await page.getByLabel('Type').selectOption('OVERTIME');
      const facilities = page.getByRole('group', { name: 'Facilities' });
      await facilities.getByText(place, { exact: true }).click();
      assert.equal(await facilities.getByRole('checkbox', { name: place, exact: true }).isChecked(), true);
      assert.equal(await facilities.getByRole('checkbox', { checked: true }).count(), 1, 'one facility is chosen');
      await page.getByLabel('Start date').fill(start);
      await page.getByLabel('End date').fill(end);
      await page.getByLabel('Shift starts').fill('17:00');
      await page.getByLabel('Shift ends').fill('21:00');
      const days = page.getByRole('group', { name: 'Days' });
      await days.getByRole('button', { name: 'Tue' }).click();
      await days.getByRole('button', { name: 'Thu' }).click();
      for (const [day, on] of [['Mon', 'true'], ['Tue', 'false'], ['Wed', 'true'], ['Thu', 'false'], ['Fri', 'true'], ['Sat', 'false']]) {
        assert.equal(await days.getByRole('button', { name: day }).getAttribute('aria-pressed'), on, day);
      }
      await page.getByLabel('Remarks').fill('Evening round');
      await shot(page, 'story-schedule-form');
      await page.getByRole('button', { name: 'Create schedule' }).click();
      await page.waitForURL('**/staff/schedules/schedule-info?scheduleId=*');
      const scheduleId = new URL(page.url()).searchParams.get('scheduleId');
      await page.getByRole('heading', { name: cleanerName, level: 1 }).waitFor();
      await page.getByText('Mon, Wed, Fri', { exact: true }).waitFor();
      await page.getByText('17:00–21:00', { exact: true }).waitFor();

      // The cleaner, on a phone, applies for annual leave on one of those days.
      page = phone.page;
      await page.goto(`${BASE}/`);
      await signIn(page, 'cleaner@example.com');
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Leaves' }).click();
      await page.waitForURL('**/staff/leaves');
      await page.getByRole('link', { name: 'Apply for leave' }).click();
      await page.waitForURL('**/staff/leaves/create-leave-form');
      await page.getByLabel('Leave type').selectOption('ANNUAL');
      await page.getByLabel('Start date').fill(leaveDay);
      await page.getByLabel('End date').fill(leaveDay);
      await page.getByLabel('Remarks').fill('A long weekend');
      await page.getByTestId('leave-days').filter({ hasText: /^1$/ }).waitFor();
      const formWidth = await scrollWidthOf(page);
      assert.ok(formWidth <= 390, `the leave form is ${formWidth}px wide on a 390px screen`);
      await shot(page, 'story-phone-leave-form');
      await page.getByRole('button', { name: 'Apply for leave' }).click();
      await page.waitForURL('**/staff/leaves/leave-info?leaveId=*');
      const leaveId = new URL(page.url()).searchParams.get('leaveId');
      await page.getByText('Pending', { exact: true }).waitFor();

      // The supervisor approves it in the leaves table.
      page = supervisor.page;
      await openStaff('Leaves', '/staff/leaves');
      await page.getByRole('link', { name: 'List' }).click();
      await page.waitForURL('**/staff/leaves/table');
      const row = page.getByRole('row').filter({ has: page.locator(`a[href*="${leaveId}"]`) });
      await row.getByText('Pending', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Approve the leave of ${cleanerName}` }).click();
      await page.getByText('Leave approved', { exact: true }).first().waitFor();
      await row.getByText('Approved', { exact: true }).waitFor();
      assert.equal(await row.getByRole('button', { name: `Approve the leave of ${cleanerName}` }).count(), 0);
      await shot(page, 'story-leave-approved');

      // The calendar, a week at a time, marks that day's shift as on leave and no other.
      await openStaff('Schedules', '/staff/schedules/info');
      await page.locator('.fc-timeGridWeek-button').click();
      const firstColumn = page.locator('td.fc-timegrid-col[data-date]').first();
      await firstColumn.waitFor();
      const shownWeek = await firstColumn.getAttribute('data-date');
      const weeks = Math.round((Date.parse(week) - Date.parse(shownWeek)) / (7 * 86_400_000));
      for (let i = 0; i < weeks; i += 1) await page.locator('.fc-next-button').click();
      const shift = (day, label) => page.locator(`td.fc-timegrid-col[data-date="${day}"] [aria-label="${label}"]`);
      await shift(leaveDay, `${cleanerName}, 17:00–21:00, on leave`).waitFor();
      for (const day of sameWeek.filter((d) => d !== leaveDay)) await shift(day, `${cleanerName}, 17:00–21:00`).waitFor();
      await page.getByText(`${cleanerName} · Annual`, { exact: true }).first().waitFor();
      await shot(page, 'story-calendar-on-leave');

      // The API agrees, and the history of both replays the story.
      const token = await apiToken('supervisor@example.com');
      const calendar = await apiGet(token, `/schedules/calendar?from=${week}&to=${addDays(week, 6)}&staffId=${cleanerId}`);
      const shifts = calendar.filter((occurrence) => occurrence.scheduleId === scheduleId);
      assert.deepEqual(
        shifts.map((occurrence) => [occurrence.date, occurrence.onLeave]),
        sameWeek.map((day) => [day, day === leaveDay]),
      );
      const scheduleHistory = await apiGet(token, `/history/schedule/${scheduleId}`);
      assert.deepEqual(scheduleHistory.events.map((event) => event.type), ['Assigned']);
      const assigned = scheduleHistory.events[0];
      assert.equal(assigned.actor, cleaner.supervisorId);
      assert.deepEqual(assigned.changes.weekdays, ['MON', 'WED', 'FRI']);
      assert.deepEqual(assigned.changes.facilityIds, [facility.id]);
      assert.equal(assigned.changes.startDate, start);
      assert.equal(assigned.changes.shiftStart, '17:00');
      const leaveHistory = await apiGet(token, `/history/leave/${leaveId}`);
      assert.deepEqual(leaveHistory.events.map((event) => event.type), ['Requested', 'Decided']);
      const [requested, decided] = leaveHistory.events;
      assert.equal(requested.actor, cleanerId);
      assert.equal(requested.changes.type, 'ANNUAL');
      assert.equal(requested.changes.startDate, leaveDay);
      assert.equal(decided.actor, cleaner.supervisorId);
      assert.equal(decided.changes.status, 'APPROVED');
    } finally {
      await supervisor.context.close();
      await phone.context.close();
    }
  });

  it('shows the numbers to the administrator and a manager in English and Chinese, and takes a visitor\'s QR feedback', async (t) => {
    if (skipReason) return t.skip(skipReason);
    // Something to show: a feedback press, people and litres in one of the manager's buildings.
    const manager = await apiToken('cc-manager@example.com');
    const deviceOf = async (type) => {
      const device = items(await apiGet(manager, `/devices?pageSize=5&filter=${encodeURIComponent(`type:"${type}"`)}`))[0];
      assert.ok(device, `the manager sees a ${type}`);
      return device;
    };
    const panel = await deviceOf('feedback-panel');
    const counter = await deviceOf('people-counter');
    const meter = await deviceOf('water-meter');
    const at = (minutesAgo) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const intake = await fetch(`${API}/api/ingest/readings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Ingest-Key': 'demo-ingest-key' },
      body: JSON.stringify({
        messages: [
          { device: panel.deviceId, time: at(2), seq: freshSeq(), readings: { rating: 2, areas: ['no-hand-soap'] } },
          { device: counter.deviceId, time: at(2), seq: freshSeq(), readings: { peopleCounter: 100 } },
          { device: counter.deviceId, time: at(1), seq: freshSeq(), readings: { peopleCounter: 140 } },
          { device: meter.deviceId, time: at(2), seq: freshSeq(), readings: { waterMeter: 1000 } },
          { device: meter.deviceId, time: at(1), seq: freshSeq(), readings: { waterMeter: 1085.5 } },
        ],
      }),
    });
    assert.equal(intake.status, 200);
    const taken = await intake.json();
    assert.equal(taken.accepted, 5, JSON.stringify(taken));
    await eventually(async () => items(await apiGet(manager, '/feedback?pageSize=5')).length > 0, 'the feedback press is listed');
    await eventually(async () => items(await apiGet(manager, '/usage?pageSize=5')).some((row) => row.litres > 0), 'the litres are counted');

    const text = { en: catalogue('en'), zh: catalogue('zh') };
    /** Each screen, the text of its title, and what shows it holds real numbers. */
    const screens = [
      {
        path: '/dashboard',
        title: 'dashboard.title',
        // Its charts are drawn as they come into view.
        reveal: (page) => page.locator('[data-chart]').first().scrollIntoViewIfNeeded(),
        content: (page, say) => [page.getByRole('heading', { name: say['dashboard.overview'] }), page.locator('.recharts-wrapper').first()],
      },
      {
        path: '/feedback/table',
        title: 'feedback.title',
        content: (page) => [page.getByRole('row').filter({ hasText: panel.facilityName }).first()],
      },
      {
        path: '/usage/table',
        title: 'usage.title',
        content: (page) => [page.getByRole('row').filter({ hasText: meter.facilityName }).first(), page.locator('.recharts-wrapper').first()],
      },
      {
        path: '/reports',
        title: 'reports.title',
        content: (page) => [page.getByRole('region', { name: meter.buildingName }).getByRole('heading', { name: meter.buildingName })],
      },
    ];
    const walk = async (page, language, who) => {
      const say = text[language];
      for (const screen of screens) {
        await page.goto(`${BASE}${screen.path}`);
        await page.getByRole('heading', { name: say[screen.title], level: 1, exact: true }).waitFor();
        await screen.reveal?.(page);
        for (const shown of screen.content(page, say)) await shown.waitFor();
        assert.equal(await page.getByRole('alert').count(), 0, `${who} sees an error on ${screen.path} (${language})`);
        assert.equal(await page.getByText(say['comingSoon.title']).count(), 0, `${screen.path} is a placeholder`);
        await shot(page, `numbers-${who}-${language}${screen.path.replaceAll('/', '-')}`);
      }
      // The dashboard on a phone: nothing wider than the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${BASE}/dashboard`);
      await page.getByRole('heading', { name: say['dashboard.overview'] }).waitFor();
      // Every chart drawn (each as it comes into view) before the page is measured.
      await page.locator('[data-chart]').first().waitFor();
      await eventually(async () => {
        for (const chart of await page.locator('[data-chart]').all()) await chart.scrollIntoViewIfNeeded();
        return (await page.locator('.recharts-wrapper').count()) === (await page.locator('[data-chart]').count());
      }, 'every chart drawn');
      const width = await scrollWidthOf(page);
      assert.ok(width <= 390, `${who}'s dashboard is ${width}px wide on a 390px screen (${language})`);
      await shot(page, `numbers-${who}-${language}-phone-dashboard`);
      await page.setViewportSize({ width: 1280, height: 860 });
    };

    for (const who of ['admin', 'cc-manager']) {
      const { context, page } = await newPage();
      try {
        await page.goto(`${BASE}/`);
        await signIn(page, `${who}@example.com`, { expectPath: '/dashboard' });
        await walk(page, 'en', who);
        if (who === 'admin') {
          // Through the settings menu.
          await chooseFromMenu(page, page.getByRole('button', { name: 'Settings' }), 'Language', '/setting/language');
          await page.getByText('中文', { exact: true }).click();
          await page.getByRole('heading', { name: text.zh['settings.languageTitle'], level: 1 }).waitFor();
        } else {
          // As the settings store it, before the console loads.
          await page.evaluate(() => globalThis.localStorage.setItem('lang', 'zh'));
        }
        await walk(page, 'zh', who);
        assert.equal(await page.evaluate(() => globalThis.localStorage.getItem('lang')), 'zh');
      } finally {
        await context.close();
      }
    }

    // A visitor scans the QR code: no sign-in.
    const admin = await apiToken('admin@example.com');
    const link = await apiGet(admin, `/facilities/${panel.facilityId}/feedback-link`);
    assert.match(link.path, /^\/visit\//);
    const { context, page } = await newPage({ width: 390, height: 844 });
    try {
      await page.goto(`${BASE}${link.path}`);
      await page.getByRole('heading', { name: panel.facilityName, level: 1 }).waitFor();
      const ratings = page.getByRole('radiogroup', { name: 'Your rating' });
      await ratings.getByRole('radio', { name: 'Poor', exact: true }).click();
      assert.equal(await ratings.getByRole('radio', { name: 'Poor', exact: true }).getAttribute('aria-checked'), 'true');
      await page.getByText('No toilet paper', { exact: true }).click();
      assert.equal(await page.getByRole('checkbox', { name: 'No toilet paper' }).isChecked(), true);
      const width = await scrollWidthOf(page);
      assert.ok(width <= 390, `the QR page is ${width}px wide on a 390px screen`);
      await shot(page, 'visit-form');
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByText('Thank you!', { exact: true }).waitFor();
      await shot(page, 'visit-thanks');
      assert.equal(await page.evaluate(() => globalThis.localStorage.getItem('authorizationToken')), null);
    } finally {
      await context.close();
    }
    const filter = encodeURIComponent(`facility:"${panel.facilityId}"`);
    const sent = await eventually(
      async () => items(await apiGet(admin, `/feedback?pageSize=20&filter=${filter}`)).find((row) => row.source === 'qr'),
      'the QR feedback is listed',
    );
    assert.equal(sent.ratingValue, 4);
    assert.deepEqual(sent.areasOfInconveniences, ['no-toilet-paper']);
  });
});
