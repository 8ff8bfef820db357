import { apiErrorFromResponse } from './api-error';
import { fetchApi, readReply, type Query } from './api-fetch';
import { getAccessToken, refreshSession } from './session';
import { fetchAll, listQuery, toPage, type ListParams, type Page } from './types';

export { API_BASE, buildUrl, type Query, type QueryValue } from './api-fetch';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Send the bearer token (default). Sign-in sends none. */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function send(path: string, options: RequestOptions, retried: boolean): Promise<Response> {
  const { auth = true } = options;
  const headers = new Headers(options.headers);
  if (auth) headers.set('Authorization', `Bearer ${await getAccessToken()}`);
  const response = await fetchApi(path, { ...options, headers });
  if (response.status === 401 && auth && !retried) {
    await refreshSession();
    return send(path, options, true);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response;
}

/** One call to the API: JSON in, JSON (or nothing, for 204) out; errors as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return readReply<T>(await send(path, options, false));
}

type Init = Omit<RequestOptions, 'method' | 'query' | 'body'>;

export const apiClient = {
  get: <T>(path: string, query?: Query, init?: Init) =>
    apiRequest<T>(path, { ...init, method: 'GET', query }),
  post: <T>(path: string, body?: unknown, init?: Init) =>
    apiRequest<T>(path, { ...init, method: 'POST', body }),
  put: <T = void>(path: string, body?: unknown, init?: Init) =>
    apiRequest<T>(path, { ...init, method: 'PUT', body }),
  delete: <T = void>(path: string, init?: Init & { body?: unknown }) =>
    apiRequest<T>(path, { ...init, method: 'DELETE' }),
};

/** One page of a list: `page`, `pageSize`, `sort`, `search`, repeated `filter`, `from`/`to`. */
export async function getPage<T>(path: string, params: Partial<ListParams>, signal?: AbortSignal): Promise<Page<T>> {
  return toPage<T>(await apiClient.get(path, listQuery(params), { signal }), params);
}

/** The first 99 of a picker's list, then the next pages while there are more. */
export const OPTION_PAGE_SIZE = 99;

export function getAllPages<T>(path: string, params: Omit<Partial<ListParams>, 'page' | 'pageSize'>, signal?: AbortSignal): Promise<T[]> {
  return fetchAll((page) => getPage<T>(path, { ...params, ...page }, signal), { pageSize: OPTION_PAGE_SIZE });
}

/** The file name of a Content-Disposition header, if it has one. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  return plain ? plain[2].trim() : null;
}

/** Downloads an export (text/csv attachment) and hands it to the browser as a file. */
export async function downloadFile(path: string, fallbackName: string, query?: Query): Promise<string> {
  const response = await send(path, { query, headers: { Accept: 'text/csv, */*' } }, false);
  const blob = await response.blob();
  const name = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
