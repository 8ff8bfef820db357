// One flush at a time across the page's tabs and the service worker (Web Locks), or within
// this context where there are none (jsdom): two senders of one write would race its key.

const LOCK = 'hygiene-outbox-flush';
let chain: Promise<unknown> = Promise.resolve();

export function oneSenderAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) return locks.request(LOCK, work) as Promise<T>;
  const run: Promise<T> = chain.then(work, work);
  chain = run.catch(() => undefined);
  return run;
}
