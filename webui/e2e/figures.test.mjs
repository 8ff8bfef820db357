// Every figure on the dashboard is the API's: on the embedded default and on PostgreSQL, a
// landlord of its own gets a building with one toilet and its sensors; readings go in through
// /api/ingest/readings, issues open from them and a cleaner resolves two. The landlord's
// dashboard, read by each figure's accessible name, must show what the API answers that
// landlord for the same range, and both must be what the readings make by hand. The landlord
// sees only this building; the readings go in once the demo's own history is in.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DASHBOARD_CALLS, readRecorded, shapeDifferences } from './dashboard-answers.mjs';
import { buildEstate, byHand, PASSWORD, resolveAsCleaner, sendReadings, ZONE } from './figures-estate.mjs';
import { apiOf, launchBrowser, shot, signIn, startConsole, waitFor } from './harness.mjs';

const RANGE = `days=7&utcOffsetMinutes=${ZONE.minutes}`;

const english = (options) => new Intl.NumberFormat('en', options);
/** "1,085.5" → 1085.5. */
const numberOf = (text) => Number(text.replaceAll(',', ''));
/** A duration as the dashboard writes it ("45 min", "1 h 5 min", "2 h", "under 1 min") → minutes. */
function minutesOf(text) {
  if (text === 'under 1 min') return 0;
  const match = /^(?:([\d,]+) h)? ?(?:(\d+) min)?$/.exec(text);
  assert.ok(match && (match[1] || match[2]), `"${text}" is not a duration`);
  return numberOf(match[1] ?? '0') * 60 + Number(match[2] ?? 0);
}
/** `YYYY-MM-DD` as the charts name a day ("Nov 26"). */
const dayName = (day) => new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Within a tenth: the API rounds minutes and litres to one decimal, shares to four. */
const near = (actual, expected, what, within = 0.051) =>
  assert.ok(Math.abs(actual - expected) <= within, `${what}: the API says ${actual}, by hand ${expected}`);

/** The dashboard as one signed-in landlord sees it, read by the names screen readers hear. */
function screenOf(page) {
  const region = (name) => page.getByRole('region', { name, exact: true });
  const text = async (locator) => (await locator.textContent()).trim();
  return {
    region,
    /** The value of the figure named `label` in the widget named `widget`. */
    figure: (widget, label) => text(region(widget).getByLabel(label, { exact: true })),
    /** The sentences of a list (a chart's days for screen readers, a widget's items) by their accessible text. */
    async sentences(widget, list, { names = false } = {}) {
      const items = region(widget).getByRole('list', { name: list, exact: true }).getByRole('listitem');
      const found = [];
      for (const item of await items.all()) found.push(names ? await item.getAttribute('aria-label') : await text(item));
      return found;
    },
  };
}

/** Each day of the API's per-day list, as a map of the chart's sentences parsed by `pattern`. */
function perDayOnScreen(sentences, pattern) {
  const days = {};
  for (const sentence of sentences) {
    const match = pattern.exec(sentence);
    assert.ok(match, `"${sentence}" does not read as ${pattern}`);
    days[match.groups.day] = Object.fromEntries(Object.entries(match.groups).filter(([key]) => key !== 'day').map(([key, value]) => [key, numberOf(value)]));
  }
  return days;
}

for (const database of ['sqlite', 'postgres']) {
  describe(`the dashboard's figures, on ${database}`, () => {
    let console_;
    let browser;
    let context;
    let skipReason = null;
    let api;
    let manager;
    let hand;
    /** The API's answers to the landlord, once the readings have settled into them. */
    const answers = {};
    let screen;

    const answer = async (name) => api.get(manager, DASHBOARD_CALLS[name](RANGE));

    before(async () => {
      console_ = await startConsole({ database });
      if (console_.skip) {
        skipReason = console_.skip;
        return;
      }
      api = apiOf(console_.api);
      const estate = await buildEstate(api);
      // The demo's history resolves the issues of every facility with staff while it runs: it must be over.
      await console_.historyDone();
      const start = Date.now();
      await sendReadings(console_.api, estate.devices, start);
      manager = await api.token(estate.manager, PASSWORD);

      // The rules open five issues and resolve the floor once dry; the cleaner resolves the paper and the odour.
      const filter = encodeURIComponent(`facility:"${estate.facility.id}"`);
      const issues = await waitFor(async () => {
        const found = (await api.get(manager, `/issues?pageSize=20&filter=${filter}`)).items;
        return found.length === 5 && found;
      }, 'the five issues the readings raise');
      const byType = Object.fromEntries(issues.map((issue) => [issue.issueType, issue]));
      assert.deepEqual(Object.keys(byType).sort(), ['battery', 'bin-full', 'floor-wet', 'odour', 'paper-level-low']);
      const resolved = await resolveAsCleaner(api, [byType['paper-level-low'], byType.odour]);
      hand = byHand(start, resolved);

      // Until everything has settled into the read tables (whether rightly is for the tests to say).
      const settled = () => ({
        openIssues: answers.overview.openIssues === hand.overview.openIssues,
        online: answers.overview.devices?.online === hand.overview.online,
        resolved: answers.issues.resolved === hand.issues.resolved,
        kpi: answers.kpi.overall.resolved === hand.kpi.resolved,
        feedback: answers.feedback.count === hand.feedback.count,
        usage: answers.usage.litres > 0 && answers.usage.mainMeterLitres > 0 && answers.usage.people > 0,
      });
      try {
        await waitFor(async () => {
          for (const name of ['overview', 'issues', 'kpi', 'feedback', 'usage']) answers[name] = await answer(name);
          return Object.values(settled()).every(Boolean);
        }, 'the readings and resolutions counted by the API', 90_000);
      } catch (error) {
        throw new Error(`${error.message}: ${JSON.stringify({ settled: settled(), answers })}`, { cause: error });
      }

      browser = await launchBrowser();
      context = await browser.newContext({ viewport: { width: 1280, height: 2400 }, locale: 'en-GB', timezoneId: ZONE.id });
      const page = await context.newPage();
      await page.goto(`${console_.base}/`);
      await signIn(page, estate.manager, { expectPath: '/dashboard', password: PASSWORD });
      screen = screenOf(page);
      await page.getByText('Days begin at midnight in your time zone, UTC+8.').waitFor();
      for (const widget of ['Issues monitoring', 'KPI', 'Feedback rating', 'People count', 'Water consumption']) {
        await screen.region(widget).getByRole('definition').first().waitFor();
      }
      assert.equal(await page.getByRole('alert').count(), 0, 'the dashboard shows an error');
      await shot(page, `figures-${database}`);
    });

    after(async () => {
      await context?.close();
      await browser?.close();
      await console_?.stop?.();
    });

    it('shows the overview and the devices as the API counts them for the landlord', async (t) => {
      if (skipReason) return t.skip(skipReason);
      const { overview } = answers;
      for (const [label, field] of [['Buildings', 'buildings'], ['Projects', 'projects'], ['Facilities', 'facilities']]) {
        const shown = numberOf(await screen.figure('Overview', label));
        assert.equal(shown, overview[field], `${label}: the screen shows ${shown}, the API says ${overview[field]}`);
        assert.equal(overview[field], hand.overview[field], `${label}: the API says ${overview[field]}, by hand ${hand.overview[field]}`);
      }
      // A landlord sees no companies or gateways: no figure for them.
      assert.equal(overview.companies, null);
      assert.equal(await screen.region('Overview').getByLabel('Companies').count(), 0);
      const devices = [['Online', 'online'], ['Offline', 'offline'], ['Unknown', 'unknown'], ['Low battery', 'lowBattery'], ['Weak signal', 'weakSignal']];
      for (const [label, field] of devices) {
        const shown = numberOf(await screen.figure('Devices', label));
        assert.equal(shown, overview.devices[field], `${label}: the screen shows ${shown}, the API says ${overview.devices[field]}`);
        assert.equal(overview.devices[field], hand.overview[field], `${label}: the API says ${overview.devices[field]}, by hand ${hand.overview[field]}`);
      }
    });

    it('shows "Open now" in both issue widgets as the API counts it', async (t) => {
      if (skipReason) return t.skip(skipReason);
      const inIssues = numberOf(await screen.figure('Issues', 'Open now'));
      const inMonitoring = numberOf(await screen.figure('Issues monitoring', 'Open now'));
      assert.equal(inIssues, answers.overview.openIssues, `Issues: the screen shows ${inIssues}, the overview says ${answers.overview.openIssues}`);
      assert.equal(inMonitoring, answers.issues.openNow, `Issues monitoring: the screen shows ${inMonitoring}, the API says ${answers.issues.openNow}`);
      assert.equal(answers.overview.openIssues, hand.issues.openNow);
      assert.equal(answers.issues.openNow, hand.issues.openNow);
      // Hot issues: the toilet, with its issues open now.
      const [hot] = answers.issues.hotFacilities;
      assert.equal(hot.facilityName, 'Figures Toilet');
      assert.equal(hot.open, hand.issues.openNow);
      const item = screen.region('Hot issues').getByRole('listitem').filter({ hasText: hot.facilityName });
      assert.equal(await item.getByText(`${hot.open} open`, { exact: true }).count(), 1);
    });

    it('shows the issues opened and resolved in the range and on each day as the API counts them', async (t) => {
      if (skipReason) return t.skip(skipReason);
      const { issues } = answers;
      for (const [label, field] of [['Opened in range', 'opened'], ['Resolved', 'resolved']]) {
        const shown = numberOf(await screen.figure('Issues monitoring', label));
        assert.equal(shown, issues[field], `${label}: the screen shows ${shown}, the API says ${issues[field]}`);
        assert.equal(issues[field], hand.issues[field], `${label}: the API says ${issues[field]}, by hand ${hand.issues[field]}`);
      }
      const sentences = await screen.sentences('Issues monitoring', 'Issues opened and resolved per day');
      const shown = perDayOnScreen(sentences, /^(?<day>\w+ \d+): (?<opened>[\d,]+) opened, (?<resolved>[\d,]+) resolved$/);
      assert.equal(sentences.length, 7);
      for (const { day, opened, resolved } of issues.perDay) {
        assert.deepEqual(shown[dayName(day)], { opened, resolved }, `${day} on screen`);
        assert.deepEqual({ opened, resolved }, { opened: hand.issues.openedPerDay[day] ?? 0, resolved: hand.issues.resolvedPerDay[day] ?? 0 }, `${day} by hand`);
      }
    });

    it('shows the response times (mean, median, 90th percentile, within target) as the API computes them', async (t) => {
      if (skipReason) return t.skip(skipReason);
      const { overall } = answers.kpi;
      for (const [label, field] of [['Mean', 'meanMinutes'], ['Median', 'medianMinutes'], ['90th percentile', 'p90Minutes']]) {
        const shown = minutesOf(await screen.figure('KPI', label));
        assert.equal(shown, Math.round(overall[field]), `${label}: the screen shows ${shown} min, the API says ${overall[field]}`);
        near(overall[field], hand.kpi[field], `${label} (per type: ${JSON.stringify(answers.kpi.perType)}; by hand: ${JSON.stringify(hand.kpi)})`);
      }
      const share = await screen.figure('KPI', 'Within target');
      assert.equal(share, english({ style: 'percent', maximumFractionDigits: 0 }).format(overall.withinTarget));
      near(overall.withinTarget, hand.kpi.withinTarget, 'Within target', 0.0001);
      for (const field of ['resolved', 'resolvedByStaff', 'resolvedBySystem']) assert.equal(overall[field], hand.kpi[field], field);
      const counts = `${overall.resolved} issues resolved: ${overall.resolvedByStaff} by staff, ${overall.resolvedBySystem} cleared by itself`;
      await screen.region('KPI').getByText(counts, { exact: true }).waitFor();
    });

    it('shows the feedback count, average, each rating and the areas as the API counts them', async (t) => {
      if (skipReason) return t.skip(skipReason);
      const { feedback } = answers;
      const count = numberOf(await screen.figure('Feedback rating', 'Ratings'));
      assert.equal(count, feedback.count);
      assert.equal(feedback.count, hand.feedback.count);
      const average = await screen.figure('Feedback rating', 'Average rating');
      assert.equal(average, english({ maximumFractionDigits: 1 }).format(feedback.average));
      near(feedback.average, hand.feedback.average, 'Average rating', 0.005);

      const words = { excellent: 'Excellent', good: 'Good', average: 'Average', poor: 'Poor', 'very-poor': 'Very poor' };
      const ratings = await screen.sentences('Feedback rating', 'Ratings by score', { names: true });
      const perRating = Object.fromEntries(feedback.perRating.map(({ rating, count: n }) => [rating, n]));
      assert.deepEqual(ratings, Object.entries(words).map(([rating, word]) => `${word}: ${perRating[rating]}`));
      assert.deepEqual(perRating, hand.feedback.perRating);

      const areaNames = { 'no-hand-soap': 'No hand soap', 'wet-floor': 'Wet floor' };
      const areas = await screen.sentences('Feedback rating', 'Most named areas', { names: true });
      assert.deepEqual(new Set(areas), new Set(feedback.perArea.map(({ area, count: n }) => `${areaNames[area] ?? area}: ${n}`)));
      assert.deepEqual(Object.fromEntries(feedback.perArea.map(({ area, count: n }) => [area, n])), hand.feedback.perArea);
    });

    it('shows the people counted and the litres used, in all and per day, as the API sums them', async (t) => {
      if (skipReason) return t.skip(skipReason);
      const { usage } = answers;
      const days = usage.perDay.length;
      const figures = [
        ['People count', 'People counted', usage.people, hand.usage.people],
        ['Water consumption', 'Litres (toilets)', usage.litres, hand.usage.litres],
        ['Water consumption', 'Litres (main meter)', usage.mainMeterLitres, hand.usage.mainMeterLitres],
      ];
      for (const [widget, label, fromApi, fromHand] of figures) {
        const shown = numberOf(await screen.figure(widget, label));
        assert.equal(shown, fromApi, `${label}: the screen shows ${shown}, the API says ${fromApi}`);
        near(fromApi, fromHand, label);
      }
      assert.equal(await screen.figure('People count', 'Daily average'), english({ maximumFractionDigits: 0 }).format(usage.people / days));
      assert.equal(await screen.figure('Water consumption', 'Daily average'), english({ maximumFractionDigits: 1 }).format(usage.litres / days));

      const people = perDayOnScreen(
        await screen.sentences('People count', 'People counted per day'),
        /^(?<day>\w+ \d+): (?<people>[\d,.]+) (?:person|people)$/,
      );
      const water = perDayOnScreen(
        await screen.sentences('Water consumption', 'Litres of water used per day'),
        /^(?<day>\w+ \d+): (?<litres>[\d,.]+) litres? through the toilets, (?<mainMeter>[\d,.]+) litres? on the main meters$/,
      );
      for (const { day, people: counted, litres, mainMeterLitres } of usage.perDay) {
        assert.deepEqual(people[dayName(day)], { people: counted }, `${day}: people on screen`);
        assert.deepEqual(water[dayName(day)], { litres, mainMeter: mainMeterLitres }, `${day}: litres on screen`);
        near(counted, hand.usage.peoplePerDay[day] ?? 0, `${day}: people`);
        near(litres, hand.usage.litresPerDay[day] ?? 0, `${day}: litres`);
        near(mainMeterLitres, hand.usage.mainMeterPerDay[day] ?? 0, `${day}: main meter litres`);
      }
    });

    it("answers in the shape the widgets' tests were recorded in (else: node e2e/record-answers.mjs)", async (t) => {
      if (skipReason) return t.skip(skipReason);
      const recorded = readRecorded();
      const admin = await api.token('admin@example.com');
      for (const token of [manager, admin]) {
        for (const [name, path] of Object.entries(DASHBOARD_CALLS)) {
          const live = await api.get(token, path(RANGE));
          const differences = shapeDifferences(recorded[name], name === 'recentIssues' ? live.items : live, name);
          assert.deepEqual(differences, [], `${name} no longer answers as recorded: re-record with node e2e/record-answers.mjs`);
        }
      }
    });
  });
}
