// Night shifts, and cleaners and workers scheduling themselves: a supervisor schedules a
// cleaner from 22:00 to 06:00 and the week view draws the shift on both of its days; the
// cleaner, on a phone, creates a schedule for themselves. Run with
// `npm run build && node --test e2e/night-shift.test.mjs`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addDays,
  apiOf,
  catalogue,
  isoDay,
  items,
  newPage,
  scrollWidthOf,
  shot,
  signIn,
  useConsole,
  waitFor,
  weekdayOf,
} from './harness.mjs';

let console_;
let browser;
const en = catalogue('en');

useConsole((started, launched) => {
  [console_, browser] = [started, launched];
});

/** The demo cleaner: id, name and the place names of their facilities, once the demo is in. */
async function demoCleaner(api) {
  const admin = await api.token('admin@example.com');
  const cleaner = await waitFor(async () => {
    const found = items(await api.get(admin, `/users/cleaners?pageSize=100&search=${encodeURIComponent('cleaner@example.com')}`));
    return found.find((account) => account.loginName === 'cleaner@example.com');
  }, 'the demo cleaner');
  const facilities = await waitFor(async () => {
    const assigned = items(await api.get(admin, `/users/cleaners/${cleaner.id}/facilities`));
    return assigned.length >= 2 && assigned;
  }, "the demo cleaner's facilities");
  const place = (facility) => [facility.buildingName, facility.floorLabel, facility.name].filter(Boolean).join(' · ');
  return { id: cleaner.id, name: cleaner.profile?.name || cleaner.loginName, places: facilities.map(place) };
}

/** Leaves only `wanted` of the weekday toggles pressed. */
async function chooseDays(page, wanted) {
  const days = page.getByRole('group', { name: 'Days' });
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) {
    const button = days.getByRole('button', { name: day, exact: true });
    const pressed = (await button.getAttribute('aria-pressed')) === 'true';
    if (pressed !== wanted.includes(day)) await button.click();
    assert.equal(await button.getAttribute('aria-pressed'), String(wanted.includes(day)), day);
  }
}

describe('night shifts and schedules of one\'s own', () => {
  it('draws a supervisor\'s 22:00–06:00 shift for a cleaner across both days of the week view; the cleaner schedules themselves on a phone', async (t) => {
    if (console_.skip) return t.skip(console_.skip);
    const api = apiOf(console_.api);
    const cleaner = await demoCleaner(api);
    // A Monday three weeks ahead: past the demo cleaner's leaves (in 7 to 9 days and in 14).
    const today = isoDay(Date.now());
    const monday = addDays(today, (((8 - weekdayOf(today)) % 7) || 7) + 21);
    const tuesday = addDays(monday, 1);
    const saturday = addDays(monday, 5);
    const nightLabel = `${cleaner.name}, 22:00–${en['schedules.nextDayTime'].replace('{time}', '06:00')}`;

    const desk = await newPage(browser);
    const phone = await newPage(browser, { width: 390, height: 844 });
    try {
      // The supervisor schedules the cleaner's Monday nights.
      let page = desk.page;
      await page.goto(`${console_.base}/`);
      await signIn(page, 'supervisor@example.com');
      await page.goto(`${console_.base}/staff/schedules/create-schedule-form`);
      await page.getByLabel('Staff member').selectOption({ label: `${cleaner.name} (Cleaner)` });
      await page.getByRole('group', { name: 'Facilities' }).getByText(cleaner.places[0], { exact: true }).click();
      await page.getByLabel('Start date').fill(monday);
      await page.getByLabel('End date').fill(addDays(monday, 6));
      await page.getByLabel('Shift starts').fill('22:00');
      await page.getByLabel('Shift ends').fill('06:00');
      await page.getByText(en['schedules.endsNextDay'], { exact: true }).waitFor();
      await chooseDays(page, ['Mon']);
      await shot(page, 'night-shift-form');
      await page.getByRole('button', { name: 'Create schedule' }).click();
      await page.waitForURL('**/staff/schedules/schedule-info?scheduleId=*');
      const nightId = new URL(page.url()).searchParams.get('scheduleId');
      await page.getByText(`22:00–${en['schedules.nextDayTime'].replace('{time}', '06:00')}`, { exact: true }).waitFor();

      // The week view draws it in Monday's column and in Tuesday's, and in no other.
      await page.goto(`${console_.base}/staff/schedules/info`);
      await page.locator('.fc-timeGridWeek-button').click();
      const firstColumn = page.locator('td.fc-timegrid-col[data-date]').first();
      await firstColumn.waitFor();
      const shownWeek = await firstColumn.getAttribute('data-date');
      const weeks = Math.round((Date.parse(monday) - Date.parse(shownWeek)) / (7 * 86_400_000));
      for (let i = 0; i < weeks; i += 1) await page.locator('.fc-next-button').click();
      const shift = (day) => page.locator(`td.fc-timegrid-col[data-date="${day}"] [aria-label="${nightLabel}"]`);
      await shift(monday).waitFor();
      await shift(tuesday).waitFor();
      for (let n = 2; n < 7; n += 1) assert.equal(await shift(addDays(monday, n)).count(), 0, addDays(monday, n));
      await shot(page, 'night-shift-week');

      // The API says the same: one shift, from Monday 22:00 to Tuesday 06:00.
      const supervisor = await api.token('supervisor@example.com');
      const week = await api.get(supervisor, `/schedules/calendar?from=${monday}&to=${addDays(monday, 6)}&staffId=${cleaner.id}`);
      assert.deepEqual(
        week.filter((o) => o.scheduleId === nightId).map((o) => [o.date, o.endDate, o.shiftStart, o.shiftEnd]),
        [[monday, tuesday, '22:00', '06:00']],
      );

      // The cleaner, on a phone, creates a schedule of their own: no one to choose.
      page = phone.page;
      await page.goto(`${console_.base}/`);
      await signIn(page, 'cleaner@example.com');
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Schedules' }).click();
      await page.waitForURL('**/staff/schedules/info');
      await page.getByRole('link', { name: 'New schedule' }).click();
      await page.waitForURL('**/staff/schedules/create-schedule-form');
      await page.getByText(en['schedules.createForSelf'], { exact: true }).waitFor();
      assert.equal(await page.getByLabel('Staff member').count(), 0, 'a cleaner chooses no one');
      await page.getByRole('group', { name: 'Facilities' }).getByText(cleaner.places[1], { exact: true }).click();
      await page.getByLabel('Start date').fill(saturday);
      await page.getByLabel('End date').fill(saturday);
      await page.getByLabel('Shift starts').fill('10:00');
      await page.getByLabel('Shift ends').fill('14:00');
      await chooseDays(page, ['Sat']);
      const width = await scrollWidthOf(page);
      assert.ok(width <= 390, `the schedule form is ${width}px wide on a 390px screen`);
      await shot(page, 'own-schedule-phone-form');
      await page.getByRole('button', { name: 'Create schedule' }).click();
      await page.waitForURL('**/staff/schedules/schedule-info?scheduleId=*');
      const ownId = new URL(page.url()).searchParams.get('scheduleId');
      await page.getByRole('heading', { name: cleaner.name, level: 1 }).waitFor();
      await page.getByText('10:00–14:00', { exact: true }).waitFor();
      // Info only: no edit or delete for a cleaner.
      assert.equal(await page.getByRole('link', { name: 'Edit' }).count(), 0);

      const own = await api.get(await api.token('cleaner@example.com'), `/schedules/${ownId}`);
      assert.deepEqual(
        [own.staffId, own.assignedBy, own.startDate, own.shiftStart, own.shiftEnd, own.weekdays],
        [cleaner.id, cleaner.id, saturday, '10:00', '14:00', ['SAT']],
      );
    } finally {
      await desk.context.close();
      await phone.context.close();
    }
  });
});
