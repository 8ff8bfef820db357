// One role's walk through the console in Chinese: sign in on the Chinese sign-in page, open
// each screen the role may open (moving inside the single-page app, as its links do), read
// each screen once its data is in, then each of its tabs, and the header's menus once.
import assert from 'node:assert/strict';
import { catalogue } from './harness.mjs';
import { follow, foreignWords, readScreen, waitLoaded } from './chinese-page.mjs';

const zh = catalogue('zh');
/** The browser's time zone, so the console's default one too: its dates are checked in it. */
export const TIME_ZONE = 'Asia/Shanghai';

/** A browser page whose console speaks Chinese: the language a user chose is kept in local storage. */
export async function chinesePage(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'en-GB', timezoneId: TIME_ZONE });
  // The browser itself says English: whatever the screen says in Chinese comes from the console.
  await context.addInitScript(() => {
    if (!globalThis.localStorage.getItem('lang')) globalThis.localStorage.setItem('lang', 'zh');
  });
  const page = await context.newPage();
  const followed = follow(page);
  await page.goto(`${base}/`);
  return { context, page, followed };
}

/** Signs in through the Chinese sign-in form. */
export async function signInChinese(page, email, password) {
  await page.getByLabel(zh['auth.email']).fill(email);
  await page.getByLabel(zh['auth.password']).fill(password);
  await page.getByRole('button', { name: zh['auth.logIn'] }).click();
}

/** Moves to `url` inside the app, as a link does (a full load per screen would take far longer). */
export async function moveTo(page, url) {
  await page.evaluate((to) => {
    globalThis.history.pushState(null, '', to);
    globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
  }, url);
}

/**
 * Reads what the screen says, records its foreign words under `where`, then does the same for
 * each tab it has (a tab's panel is drawn only once chosen).
 */
async function readWithTabs(walk, where) {
  const { page, followed, found, fixed } = walk;
  const note = async (label) => {
    await waitLoaded(page, followed, label);
    const words = foreignWords(await readScreen(page), followed.names, fixed);
    if (words.length) found.push({ where: label, words });
  };
  await note(where);
  const tabs = page.locator('[role="tab"]:visible');
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    if ((await tab.getAttribute('aria-selected')) === 'true') continue;
    const name = (await tab.innerText()).trim();
    await tab.click();
    await note(`${where} [${name}]`);
  }
}

/**
 * Opens what the screen keeps folded (a filter panel, a dialog behind a button), reads it and
 * folds it again: what only a click shows is met by users too.
 */
async function readFolded(walk, where) {
  const { page, followed, found, fixed } = walk;
  // Handles, not a locator: an opened panel's button no longer matches `aria-expanded="false"`.
  const openers = await page
    .locator('main button[aria-expanded="false"]:visible:enabled, main [aria-haspopup="dialog"]:visible:enabled')
    .elementHandles();
  for (const opener of openers) {
    const name = ((await opener.innerText()) || (await opener.getAttribute('aria-label')) || '').trim();
    const dialog = (await opener.getAttribute('aria-haspopup')) === 'dialog';
    await opener.click();
    if (dialog) await page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').first().waitFor();
    await waitLoaded(page, followed, `${where} (${name})`);
    const words = foreignWords(await readScreen(page), followed.names, fixed);
    if (words.length) found.push({ where: `${where} (${name})`, words });
    if (dialog) {
      await page.keyboard.press('Escape');
      await page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').first().waitFor({ state: 'hidden' });
    } else {
      await opener.click();
    }
  }
}

/** Opens each menu of the header in turn and reads its entries. */
async function readMenus(walk, where) {
  const { page, followed, found, fixed } = walk;
  const openers = page.locator('header [aria-haspopup="menu"]:visible');
  const count = await openers.count();
  // Every role has at least the settings and user menus: none found means the header is missing.
  assert.ok(count >= 2, `${where}: the header's menus`);
  for (let index = 0; index < count; index += 1) {
    await openers.nth(index).click();
    const menu = page.locator('[role="menu"]:visible');
    await menu.first().waitFor();
    const text = (await menu.allInnerTexts()).join('\n');
    const words = foreignWords(text, followed.names, fixed);
    if (words.length) found.push({ where: `${where} (menu ${index + 1})`, words });
    await closeMenu(page, menu.first());
  }
}

/**
 * Closes an open menu. The menu takes its keys once it holds focus, which a busy machine
 * may give it after the first Escape: so Escape is pressed again until the menu is gone.
 */
async function closeMenu(page, menu) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await menu.evaluate((element) => element.focus()).catch(() => {});
    await page.keyboard.press('Escape');
    try {
      await menu.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch {
      // still open: try again
    }
  }
  await menu.waitFor({ state: 'hidden' });
}

/**
 * Walks `addresses` as one signed-in page; answers `[{ where, words }]`, the foreign words
 * each screen showed. A path that redirects to one already read is read once.
 */
export async function walk(page, followed, addresses, fixed) {
  const state = { page, followed, found: [], fixed };
  const seen = new Set();
  let menusRead = false;
  for (const address of addresses) {
    await moveTo(page, address.url);
    await waitLoaded(page, followed, address.url);
    const landed = new URL(page.url());
    const at = `${landed.pathname}${landed.search}`;
    if (seen.has(at)) continue;
    seen.add(at);
    await readWithTabs(state, address.url);
    await readFolded(state, address.url);
    if (!menusRead) {
      await readMenus(state, address.url);
      menusRead = true;
    }
  }
  return state.found;
}
