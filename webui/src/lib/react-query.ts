import { QueryClient, type DefaultOptions, type UseMutationOptions } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { isOffline } from './connectivity';
import { decodeJwtPayload, roleFromToken } from './jwt';
import { tokensAtom } from './session-atoms';
import { appStore } from './store';

/**
 * Query keys begin with the API resource the answer comes from (`['buildings', 'list', params]`,
 * `['buildings', 'detail', id, 'floors']`, `['companies', 'landlords']`, `['issues', 'total', …]`).
 * A change to a resource invalidates everything under its name, whichever feature shows it,
 * so the dashboard's counters follow a deletion without features importing each other.
 */

/**
 * No second try when the server said no (4xx): asking again gives the same answer; nor while
 * offline, where the screen says so at once instead of spinning (it loads again on reconnect).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (isApiError(error) && error.status === 0 && isOffline()) return false;
  return failureCount < 2;
}

export const queryConfig = {
  queries: {
    retry: shouldRetry,
    // A list or record seen a moment ago is shown at once and checked again in the background.
    staleTime: 15_000,
    // Asked even when the browser says it has no network: the service worker may answer from
    // its cache, and a read nobody can answer fails ("You are offline") rather than waits.
    networkMode: 'offlineFirst',
  },
  mutations: {
    retry: false,
    // Writes that may wait go through the outbox (lib/outbox); the others fail at once offline.
    networkMode: 'always',
  },
} satisfies DefaultOptions;

/** For tests: no retries, no refetch on focus, and no garbage-collection timers left running. */
export const testQueryConfig = {
  queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000, gcTime: Infinity },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(defaultOptions: DefaultOptions = queryConfig): QueryClient {
  return new QueryClient({ defaultOptions });
}

/** Who is signed in (`account:role`), or null: a refreshed token of the same user is the same. */
export function signedInUser(): string | null {
  const tokens = appStore.get(tokensAtom);
  return tokens ? `${decodeJwtPayload(tokens.accessToken)?.sub ?? ''}:${roleFromToken(tokens.accessToken) ?? ''}` : null;
}

/**
 * Empties the cache when the user signs out (or the session ends, here or in another tab)
 * and when another account signs in: nothing one user fetched is shown to the next.
 */
export function clearOnSignOut(queryClient: QueryClient): () => void {
  let user = signedInUser();
  return appStore.sub(tokensAtom, () => {
    const next = signedInUser();
    if (next === user) return;
    if (user !== null) queryClient.clear();
    user = next;
  });
}

type AnyFunction = (...args: never[]) => unknown;
type AsyncFunction = (...args: never[]) => Promise<unknown>;

/** Options a hook's caller may add to a request's `queryOptions` (`enabled`, `select`…). */
export type QueryConfig<T extends AnyFunction> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;

/** Options a caller may add to a mutation hook; its own `onSuccess` runs after the invalidation. */
export type MutationConfig<T extends AsyncFunction> = Omit<
  UseMutationOptions<Awaited<ReturnType<T>>, Error, Parameters<T>[0]>,
  'mutationFn'
>;
