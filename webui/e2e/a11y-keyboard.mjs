// The console with the keyboard alone: no clicks, only Tab, typing, Enter and Space, and
// every element that takes the focus on the way shows it.
import assert from 'node:assert/strict';
import { PASSWORD } from './harness.mjs';
import { focusState, settled, tabTo } from './a11y-check.mjs';

/** Fails with the elements whose focus did not show, if any. */
export function assertFocusShown(unseen, where) {
  assert.deepEqual(unseen, [], `${where}: the focus does not show on ${unseen.join(', ')}`);
}

/**
 * Signs in from the sign-in page by the keyboard: Tab to the email field, type, Tab to the
 * password, type, Enter. Answers the elements whose focus did not show.
 */
export async function signInByKeyboard(page, email) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  const toEmail = await tabTo(page, (focus) => focus.tag === 'input' && /^Email/.test(focus.name), 'the email field');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  const password = await focusState(page);
  assert.match(password.name, /^Password/, 'Tab after the email goes to the password');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
  return [...toEmail.unseen, ...(password.shown ? [] : ['the password field'])];
}

/**
 * From a screen that links to the issue: Tab to the link, Enter, Tab to "Mark as resolved"
 * and press Space. Answers the elements whose focus did not show.
 */
export async function resolveByKeyboard(page, inflight, issueId) {
  const toLink = await tabTo(page, (focus) => Boolean(focus.href?.includes(issueId)), 'the link to the issue', 120);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/issues/table?issueId=${issueId}`);
  await settled(page, inflight, 'the issue');
  const toResolve = await tabTo(page, (focus) => focus.tag === 'button' && focus.name === 'Mark as resolved', 'Mark as resolved');
  await page.keyboard.press('Space');
  await page.getByText('Issue resolved', { exact: true }).first().waitFor();
  return [...toLink.unseen, ...toResolve.unseen];
}

/** Through the main menu to a link of it, with Tab and Enter; answers where the focus did not show. */
export async function openFromMainMenu(page, inflight, entry) {
  const toEntry = await tabTo(page, (focus) => focus.tag === 'a' && focus.name === entry, `${entry} in the main menu`);
  const path = toEntry.focus.href;
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${path}`);
  await settled(page, inflight, entry);
  return toEntry.unseen;
}

/**
 * On "My work": Tab to the task's "Complete" button, Enter opens the dialog with the focus in
 * its remarks, type them, Tab to "Complete" and press Enter. Answers where the focus did not show.
 */
export async function completeTaskByKeyboard(page, title, remarks) {
  const toComplete = await tabTo(page, (focus) => focus.name === `Complete ${title}`, `Complete ${title}`);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Complete ${title}` });
  await dialog.waitFor();
  const inside = await focusState(page);
  assert.match(inside.name, /^Remarks/, 'the dialog takes the focus to its remarks');
  await page.keyboard.type(remarks);
  const toConfirm = await tabTo(page, (focus) => focus.tag === 'button' && focus.name === 'Complete', 'the dialog\'s Complete', 5);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  return [...toComplete.unseen, ...(inside.shown ? [] : ['the remarks']), ...toConfirm.unseen];
}
