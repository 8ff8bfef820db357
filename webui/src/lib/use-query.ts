import { useCallback, useEffect, useRef, useState } from 'react';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export interface QueryOptions {
  /** Skip the request while false (say, an id is missing). */
  enabled?: boolean;
  /** Keep showing the previous key's data while a new key loads (lists paging). */
  keepPrevious?: boolean;
}

interface Settled<T> {
  request: string;
  data?: T;
  error?: unknown;
}

/**
 * Runs `fetcher` whenever `key` changes (or on `reload`) and keeps the latest answer.
 * Answers for an older key are dropped; leaving the page aborts the request. A reload
 * keeps the current data on screen until the new answer arrives.
 */
export function useQuery<T>(
  key: unknown,
  fetcher: (signal: AbortSignal) => Promise<T>,
  { enabled = true, keepPrevious = false }: QueryOptions = {},
): QueryState<T> {
  const serialized = JSON.stringify(key);
  const [version, setVersion] = useState(0);
  const request = `${serialized}#${version}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [last, setLast] = useState<{ key: string; data: T } | null>(null);
  const fetcherRef = useRef(fetcher);

  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    fetcherRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ request, data });
        setLast({ key: serialized, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ request, error });
      },
    );
    return () => controller.abort();
  }, [request, serialized, enabled]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const current = settled?.request === request ? settled : null;
  const fallback = last && (keepPrevious || last.key === serialized) ? last.data : undefined;
  return {
    data: current && !('error' in current && current.error !== undefined) ? current.data : fallback,
    error: current?.error,
    loading: enabled && !current,
    reload,
  };
}
