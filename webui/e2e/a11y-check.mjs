// What the accessibility test does on each screen: wait until it has loaded its data, run
// axe-core on it and say what is wrong in a way that leads to the element; and, for the
// keyboard, what has the focus and whether it shows.
import assert from 'node:assert/strict';
import axe from 'axe-core';

/**
 * A fresh context and page in English whose content security policy lets axe-core's script
 * in (the console allows scripts of its own origin only).
 */
export async function auditPage(browser, viewport) {
  const context = await browser.newContext({ viewport, locale: 'en-GB', bypassCSP: true });
  return { context, page: await context.newPage() };
}

/** The impacts that fail the test: what keeps someone from using the screen at all. */
export const BLOCKING = new Set(['critical', 'serious']);

/** The live-updates stream stays open as long as the page does: it is never "under way". */
export const isLiveStream = (request) => new URL(request.url()).pathname === '/api/events';

/**
 * Follows the page's requests: answers those still under way. A screen has loaded its data
 * when none is left, so the check never runs on skeletons.
 */
export function trackRequests(page) {
  const open = new Set();
  page.on('request', (request) => !isLiveStream(request) && open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => [...open].map((request) => request.url());
}

/** What on the page still says it is loading, if anything. */
const loadingShown = () => {
  const { document } = globalThis;
  const busy = document.querySelector('[aria-busy="true"], .chakra-skeleton, .chakra-spinner');
  if (busy) return busy.outerHTML.slice(0, 120);
  return document.querySelector('h1') ? null : 'no heading yet';
};

/**
 * Waits until no request is under way and nothing shows it is loading, over three looks in a
 * row 50 ms apart (a screen starts its requests as soon as it has drawn, well within that).
 */
export async function settled(page, inflight, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (let quiet = 0; quiet < 3; ) {
    const pending = inflight();
    const shown = await page.evaluate(loadingShown);
    quiet = pending.length === 0 && !shown ? quiet + 1 : 0;
    assert.ok(Date.now() < deadline, `${what}: still loading after ${timeoutMs / 1000} s: ${shown ?? pending.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs axe-core on the page (injected once per document) and answers its blocking violations. */
export async function blockingViolations(page) {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ content: axe.source });
  const found = await page.evaluate(async () => {
    const result = await globalThis.axe.run(globalThis.document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((node) => {
        // Colour contrast says which colours meet, and how far apart they are.
        const data = node.any[0]?.data;
        const colours = data?.contrastRatio ? ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}]` : '';
        return { target: node.target.join(' '), html: `${node.html.slice(0, 160)}${colours}` };
      }),
    }));
  });
  return found.filter((violation) => BLOCKING.has(violation.impact));
}

/** One line per violation and offending element: screen, width, rule, impact, target. */
export function describe(where, violations) {
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${where}: ${v.id} (${v.impact}) at ${node.target}: ${node.html}`),
  );
}

/**
 * What has the keyboard's focus, and whether it shows: an outline or a ring drawn by a
 * shadow, on the element or, for a box drawn over a hidden input, on that box.
 */
export async function focusState(page) {
  return page.evaluate(() => {
    const { document } = globalThis;
    const element = document.activeElement;
    if (!element || element === document.body) return { name: '', tag: 'body', shown: false, href: null };
    const ring = (node) => {
      const style = globalThis.getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    const control = element.closest('label')?.querySelector('[data-part="control"]');
    const shown = element.matches(':focus-visible') && (ring(element) || Boolean(control && ring(control)));
    const label = element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent ?? '';
    return { name: label.trim().replace(/\s+/g, ' ').slice(0, 80), tag: element.tagName.toLowerCase(), shown, href: element.getAttribute('href') };
  });
}

/**
 * Presses Tab until the focused element is the one `wanted` picks, at most `limit` times.
 * Answers it, and every element passed on the way whose focus did not show.
 */
export async function tabTo(page, wanted, what, limit = 80) {
  const unseen = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusState(page);
    if (!focus.shown && focus.tag !== 'body') unseen.push(`${focus.tag} "${focus.name}"`);
    if (wanted(focus)) return { focus, unseen };
  }
  throw new Error(`${what}: not reached within ${limit} presses of Tab`);
}
