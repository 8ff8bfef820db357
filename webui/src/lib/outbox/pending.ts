// A mark in local storage that this browser has kept writes (or refusals to show): the console
// loads the outbox at start only then, and otherwise with the first write made through it.

const KEY = 'hygiene-outbox-pending';

export function markPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the outbox still starts with the next write.
  }
}

export function hasPending(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
