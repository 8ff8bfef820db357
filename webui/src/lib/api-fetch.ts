import { ApiError, apiErrorFromResponse } from './api-error';
import { noteAnswer, noteUnreachable } from './connectivity';

// One request to the API and its reply, without the session: the API client (api-client.ts)
// adds the bearer token and its renewal; the sign-in page sends none and uses this alone.

export const API_BASE = '/api';

type Scalar = string | number | boolean | null | undefined;
export type QueryValue = Scalar | readonly Scalar[];
export type Query = Record<string, QueryValue>;

export interface FetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Headers;
}

/** `/companies` + query → `/api/companies?…`; arrays repeat the key, null and undefined are skipped. */
export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  const url = path.startsWith(API_BASE + '/') ? path : `${API_BASE}${path}`;
  return search ? `${url}?${search}` : url;
}

/** Sends the request as JSON; a failure to reach the server is an ApiError with status 0. */
export async function fetchApi(path: string, { method = 'GET', query, body, signal, headers = new Headers() }: FetchOptions): Promise<Response> {
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  try {
    const response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    noteAnswer(response);
    return response;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    noteUnreachable();
    throw new ApiError(0, 'Something went wrong. Please, try again later');
  }
}

/** A reply's body: JSON, text, or nothing (204, or empty). */
export async function readReply<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

/** POST without a bearer token (sign-in, a password reset): the reply, or an ApiError. */
export async function publicPost<T>(path: string, body: unknown): Promise<T> {
  const response = await fetchApi(path, { method: 'POST', body });
  if (!response.ok) throw await apiErrorFromResponse(response);
  return readReply<T>(response);
}
