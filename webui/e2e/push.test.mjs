// A push to the cleaner's phone, in the browser: the console's service worker shows the
// notification a push carries (delivered through the DevTools protocol, as a push service
// would hand it to the browser), with the title and sentence, and tapping it opens
// the page. The profile's switch is on offer where the browser has Push.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newPage, signIn, useConsole, waitFor } from './harness.mjs';

const PHONE = { width: 390, height: 844 };

let console_;
let browser;
let skipReason = null;

useConsole(async (started, launched) => {
  [console_, browser] = [started, launched];
  if (console_.skip) skipReason = console_.skip;
});

/** The id of the page's service worker registration, as the DevTools protocol names it. */
async function registrationId(session, origin) {
  const found = new Promise((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  return found;
}

describe('a push on the phone', () => {
  it('shows the new issue as a notification and offers the switch on the profile', async (t) => {
    if (skipReason) return t.skip(skipReason);
    const { context, page } = await newPage(browser, PHONE);
    try {
      const origin = new URL(console_.base).origin;
      await context.grantPermissions(['notifications'], { origin });
      await page.goto(console_.base);
      await signIn(page, 'cleaner@example.com', { expectPath: '/my-work' });
      await waitFor(() => page.evaluate(() => navigator.serviceWorker?.controller?.state === 'activated'), 'a service worker controlling the page', 60_000);

      const session = await context.newCDPSession(page);
      const id = await registrationId(session, origin);
      const sent = { title: 'Issue opened', body: 'Bin full reported at Ladies Ground, Harbourfront Tower', url: '/issues/table?issueId=x' };
      await session.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(sent) });
      const shown = await waitFor(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            const notes = await registration.getNotifications();
            return notes.length ? notes.map((n) => ({ title: n.title, body: n.body, url: n.data?.url })) : null;
          }),
        'the notification shown',
      );
      assert.deepEqual(shown, [{ title: sent.title, body: sent.body, url: sent.url }]);

      await page.goto(`${console_.base}/user/area/profile`);
      const toggle = page.getByRole('checkbox', { name: 'Notify me on this phone' });
      await toggle.waitFor({ state: 'attached' });
      assert.equal(await page.getByText('This browser cannot show notifications').count(), 0, 'Chromium has Push');
    } finally {
      await context.close();
    }
  });
});
