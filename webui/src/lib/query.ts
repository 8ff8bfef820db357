import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiClient, getAllPages, getPage } from './api-client';
import type { QueryConfig } from './react-query';
import { toList, type ListParams, type Page } from './types';

/**
 * A request file exports three things (bulletproof-react's shape): the fetch (`getBuildings`),
 * its query options (`getBuildingsQueryOptions`: key and fetch together, for `useQuery`,
 * prefetching or a test) and the hook (`useBuildings`, which takes the caller's own options).
 * The factories below make the three from a key and a fetch; a request file renames them.
 */

/** What a request adds to its query options besides its key and fetch. */
export interface QueryExtras {
  enabled?: boolean;
  staleTime?: number;
}

/** Asks only once there is an id: an address without its `?…Id=` asks nothing. */
export const withId = (id: string): QueryExtras => ({ enabled: Boolean(id) });

/** A GET request of one argument: `get(arg, signal)`, `options(arg)`, `use(arg, config)`. */
export function defineQuery<A, T>(
  keyOf: (arg: A) => QueryKey,
  get: (arg: A, signal?: AbortSignal) => Promise<T>,
  extras: (arg: A) => QueryExtras = () => ({}),
) {
  const options = (arg: A) => queryOptions({ queryKey: keyOf(arg), queryFn: ({ signal }) => get(arg, signal), ...extras(arg) });
  const use = (arg: A, config?: QueryConfig<typeof options>) => useQuery({ ...options(arg), ...config });
  return { get, options, use };
}

/** A GET request of two arguments: `get(a, b, signal)`, `options(a, b)`, `use(a, b, config)`. */
export function defineQuery2<A, B, T>(
  keyOf: (a: A, b: B) => QueryKey,
  get: (a: A, b: B, signal?: AbortSignal) => Promise<T>,
  extras: (a: A, b: B) => QueryExtras = () => ({}),
) {
  const query = defineQuery<[A, B], T>(
    (args) => keyOf(...args),
    (args, signal) => get(...args, signal),
    (args) => extras(...args),
  );
  return {
    get,
    options: (a: A, b: B) => query.options([a, b]),
    use: (a: A, b: B, config?: QueryConfig<typeof query.options>) => query.use([a, b], config),
  };
}

/** A GET request without arguments: `get(signal)`, `options()`, `use(config)`. */
export function defineStaticQuery<T>(queryKey: QueryKey, get: (signal?: AbortSignal) => Promise<T>, extras: QueryExtras = {}) {
  const query = defineQuery<void, T>(
    () => queryKey,
    (_arg, signal) => get(signal),
    () => extras,
  );
  return {
    get,
    options: () => query.options(),
    use: (config?: QueryConfig<typeof query.options>) => query.use(undefined, config),
  };
}

/** GET /api/{resource} a page at a time (paging, sort, search, filters, dates), keyed `[resource, 'list', params]`. */
export const pageQuery = <T>(resource: string) =>
  defineQuery(
    (params: ListParams) => [resource, 'list', params],
    (params, signal): Promise<Page<T>> => getPage<T>(`/${resource}`, params, signal),
  );

const recordUrl = (resource: string, id: string, part = '') => `/${resource}/${encodeURIComponent(id)}${part && `/${part}`}`;

/** GET /api/{resource}/{id}: one record, keyed `[resource, 'detail', id]`, read through `read` if given. */
export const recordQuery = <T>(resource: string, read: (answer: T) => T = (answer) => answer) =>
  defineQuery(
    (id: string) => [resource, 'detail', id],
    async (id, signal) => read(await apiClient.get<T>(recordUrl(resource, id), undefined, { signal })),
    withId,
  );

/**
 * GET /api/{resource}/{id}/{part}: a list belonging to a record (a building's floors), keyed
 * under the record (`[resource, 'detail', id, part]`) so a change to the record reloads it.
 */
export const subListQuery = <T>(resource: string, part: string, extras?: (id: string) => QueryExtras) =>
  defineQuery(
    (id: string) => [resource, 'detail', id, part],
    async (id, signal) => toList<T>(await apiClient.get(recordUrl(resource, id, part), undefined, { signal })),
    extras,
  );

/**
 * What a picker offers: every page of GET /api/{resource} by `sort`, narrowed by `filter`
 * (`landlord:"id"`), keyed `[resource, 'options', { filter }]`.
 */
export function optionsQuery<T>(resource: string, sort: string) {
  const query = defineQuery(
    (filter: readonly string[]) => [resource, 'options', { filter }],
    (filter, signal) => getAllPages<T>(`/${resource}`, { sort, filter: [...filter] }, signal),
  );
  return {
    get: (filter: readonly string[] = [], signal?: AbortSignal) => query.get(filter, signal),
    options: (filter: readonly string[] = []) => query.options(filter),
    use: (filter: readonly string[] = [], config?: QueryConfig<typeof query.options>) => query.use(filter, config),
  };
}

/** A span of days, ISO dates (`YYYY-MM-DD`), both included. */
export interface DateRange {
  from: string;
  to: string;
}

/** GET /api/{resource}/calendar?from=&to=: what falls in the range, keyed `[resource, 'calendar', range]`; no range, no request. */
export const calendarQuery = <T>(resource: string) =>
  defineQuery(
    (range: DateRange | null) => [resource, 'calendar', range],
    async (range, signal) => toList<T>(await apiClient.get(`/${resource}/calendar`, { from: range?.from, to: range?.to }, { signal })),
    (range) => ({ enabled: range !== null }),
  );
