/** Runs work for keys (query hashes), each key at most once per interval. */
export interface KeyedThrottle {
  /** Runs the keys not run in the last interval now, the others when their interval is up. */
  push: (keys: Iterable<string>) => void;
  /** Drops what is waiting; nothing runs after this. */
  cancel: () => void;
}

/**
 * A leading and trailing throttle per key: the first push of a key runs at once (a lone change
 * shows without delay), pushes of it within the next `intervalMs` run once when that interval
 * is up, and a burst of any length runs it about once per interval. Keys run together share one
 * call, and keys that started an interval together share its timer.
 */
export function keyedThrottle(run: (keys: string[]) => void, intervalMs: number): KeyedThrottle {
  // A key is in `open` while its interval runs; `due` holds what waits for its end.
  const open = new Map<string, Set<string>>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const start = (keys: string[]) => {
    const due = new Set<string>();
    for (const key of keys) open.set(key, due);
    const timer = setTimeout(() => {
      timers.delete(timer);
      for (const key of keys) if (open.get(key) === due) open.delete(key);
      if (due.size === 0) return;
      const next = [...due];
      start(next);
      run(next);
    }, intervalMs);
    timers.add(timer);
  };

  return {
    push(keys) {
      const now: string[] = [];
      for (const key of new Set(keys)) {
        const due = open.get(key);
        if (due) due.add(key);
        else now.push(key);
      }
      if (now.length === 0) return;
      start(now);
      run(now);
    },
    cancel() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      open.clear();
    },
  };
}
