// What a Chinese-speaking user meets on one screen: the page is followed until its data is in
// (no request under way, no spinner or skeleton), then its visible text and the accessible names
// of its visible controls are read, and every Latin word not in the allowlist is reported.
// The allowlist grows from the API's answers the page receives: the names of the data.

import { isLiveStream } from './a11y-check.mjs';

/** Keys whose string values are names of the data (typed by people), never enum values or messages. */
const NAME_KEY =
  /^(name|[a-z]+Name|loginName|email|code|[a-z]+Code|address|description|remarks|[a-z]+Remarks|reason|floorLabel|label|deviceId|serial|[a-z]*Serial|uri|location|title|company|supervisor|building|facility|device|postalCode|mobileNo|phone|country)$/;
/** Keys among those that hold an enum's English title the web must translate. */
const NOT_A_NAME = new Set(['issueName', 'typeTitle', 'typeName', 'kindName', 'statusName', 'roleName']);

export const LATIN = /[A-Za-z][A-Za-z'’-]*[A-Za-z]/g;

/** Adds every name in an API answer to `names` (lower case, whole: a word of a name is no name). */
export function addNames(value, names, key = '') {
  if (Array.isArray(value)) {
    for (const item of value) addNames(item, names, key);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) addNames(v, names, k);
  } else if (typeof value === 'string' && NAME_KEY.test(key) && !NOT_A_NAME.has(key) && /[A-Za-z]{2}/.test(value)) {
    names.add(value.trim().toLowerCase());
  }
}

/**
 * Follows a page's requests (so a screen counts as loaded only once none is under way) and the
 * names in its API answers. Answers `{ idle(), settle(), names }`.
 */
export function follow(page) {
  const pending = new Set();
  const reading = new Set();
  const names = new Set();
  page.on('request', (request) => !isLiveStream(request) && pending.add(request));
  const done = (request) => pending.delete(request);
  page.on('requestfailed', done);
  page.on('requestfinished', (request) => {
    done(request);
    const { pathname } = new URL(request.url());
    // The type catalogues (`/api/issues/types`) hold English titles the web must translate: no names.
    if (!pathname.startsWith('/api/') || pathname.endsWith('/types')) return;
    const read = request
      .response()
      .then((response) => (response && /json/.test(response.headers()['content-type'] ?? '') ? response.json() : null))
      .then((body) => body && addNames(body, names))
      .catch(() => {})
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return {
    names,
    idle: () => pending.size === 0,
    settle: () => Promise.all([...reading]),
  };
}

/** True once nothing on the screen says it is still loading. */
function screenSettled() {
  const busy = globalThis.document.querySelector(
    '.chakra-spinner, .chakra-skeleton, [aria-busy="true"], [data-loading]:not([data-loading="false"])',
  );
  return busy === null && globalThis.document.body.innerText.trim() !== '';
}

/**
 * Waits until the page has its data: no request under way and nothing loading, twice in a row
 * (a query may start right after another ends). Polls; never sleeps a fixed time.
 */
export async function waitLoaded(page, followed, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  while (quiet < 2) {
    if (Date.now() > deadline) throw new Error(`${what}: still loading after ${timeoutMs / 1000} s`);
    const settled = followed.idle() && (await page.evaluate(screenSettled));
    quiet = settled ? quiet + 1 : 0;
    await page.evaluate(() => new Promise((r) => globalThis.requestAnimationFrame(() => setTimeout(r, 50))));
  }
  await followed.settle();
}

/** The visible text and the accessible names of visible elements a user meets. */
export function readScreen(page) {
  return page.evaluate(() => {
    const doc = globalThis.document;
    const visible = (el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return false;
      const style = globalThis.getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    // What is marked not to be translated (an event as stored, for an auditor) is left out:
    // hidden for the moment of reading, as innerText leaves out what is not displayed.
    // A list's choice is read whatever its display, so its text is set aside instead.
    const untranslated = [...doc.querySelectorAll('[translate="no"]')];
    const displays = untranslated.map((el) => el.style.display);
    const choices = untranslated.map((el) => (el.tagName === 'OPTION' ? el.text : null));
    for (const el of untranslated) {
      el.style.display = 'none';
      if (el.tagName === 'OPTION') el.text = '';
    }
    const text = doc.body.innerText;
    untranslated.forEach((el, index) => {
      el.style.display = displays[index];
      if (choices[index] !== null) el.text = choices[index];
    });
    const parts = [doc.title, text];
    for (const el of doc.querySelectorAll('[aria-label], [title], [placeholder], img[alt], [aria-valuetext]')) {
      if (!visible(el)) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
        const value = el.getAttribute(attr);
        if (value) parts.push(value);
      }
    }
    // A closed list's choices are met once it opens; those marked not to be translated (a time
    // zone's IANA name) are left out as above.
    for (const select of doc.querySelectorAll('select')) {
      if (!visible(select)) continue;
      const translated = [...select.options].filter((option) => option.getAttribute('translate') !== 'no');
      parts.push(...translated.map((option) => option.text));
    }
    return parts.join('\n');
  });
}

/**
 * Latin words of `text` once the names of the data are taken out, whole (so "Accessible" left
 * raw beside a toilet named "Accessible B1" still counts), and that are not in `fixed`.
 */
export function foreignWords(text, names, fixed) {
  // An address (a QR code's link) is no word of any language.
  let rest = text.toLowerCase().replace(/\s+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  const present = [...names].filter((name) => rest.includes(name)).sort((a, b) => b.length - a.length);
  for (const name of present) rest = rest.replaceAll(name, ' ');
  const found = new Set();
  for (const word of rest.match(LATIN) ?? []) {
    if (!fixed.has(word)) found.add(word);
  }
  return [...found];
}
