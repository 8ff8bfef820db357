import { useMutation, useQueryClient, type MutationFunction, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { MutationConfig } from './react-query';

type AsyncFunction = (...args: never[]) => Promise<unknown>;

/** What a write changes in the cache, given the variables it was sent with. */
export interface WriteEffects<V> {
  /** Key prefixes that load again (`[['buildings'], ['companies']]`). */
  invalidates: readonly QueryKey[] | ((variables: V) => readonly QueryKey[]);
  /** Keys of records the write took away: dropped, so nothing asks for them again. */
  removes?: (variables: V) => readonly QueryKey[];
  /**
   * `settled` loads again whatever the answer: for writes someone else may have made first
   * (a 409 means the shown state is stale too). By default only after a success.
   */
  after?: 'success' | 'settled';
}

/**
 * A mutation of `mutationFn` that refreshes the cache as `effects` says, then runs the
 * caller's own `onSuccess` / `onSettled` from `mutationConfig`.
 */
export function useWriteMutation<T extends AsyncFunction>(
  mutationFn: T,
  effects: WriteEffects<Parameters<T>[0]>,
  mutationConfig?: MutationConfig<T>,
): UseMutationResult<Awaited<ReturnType<T>>, Error, Parameters<T>[0]> {
  const queryClient = useQueryClient();
  const refresh = (variables: Parameters<T>[0]) => {
    for (const queryKey of effects.removes?.(variables) ?? []) queryClient.removeQueries({ queryKey });
    const { invalidates } = effects;
    for (const queryKey of typeof invalidates === 'function' ? invalidates(variables) : invalidates) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const settled = effects.after === 'settled';
  const { onSuccess, onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: mutationFn as unknown as MutationFunction<Awaited<ReturnType<T>>, Parameters<T>[0]>,
    onSuccess: (...args) => {
      if (!settled) refresh(args[1]);
      return onSuccess?.(...args);
    },
    onSettled: (...args) => {
      if (settled) refresh(args[2]);
      return onSettled?.(...args);
    },
  });
}

/** An update's input with the version of the record it was made from: the server refuses it if someone saved in between. */
export function withVersion<I extends object>(input: I, record: { version?: number | null }): I & { version?: number } {
  return { ...input, ...(record.version != null ? { version: record.version } : {}) };
}
