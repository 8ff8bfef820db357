import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

export interface Call {
  method: string;
  url: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type Handler = (call: Call) => Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** Replaces fetch with `handler`; records every call. Unhandled calls answer 404. */
export function mockFetch(handler: Handler) {
  const calls: Call[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const rawBody = init?.body;
    let body: unknown = rawBody;
    if (typeof rawBody === 'string') {
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = rawBody;
      }
    }
    const call: Call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url,
      path: parsed.pathname,
      search: parsed.searchParams,
      headers: new Headers(init?.headers),
      body,
    };
    calls.push(call);
    const response = await handler(call);
    return response ?? json({ message: `No mock for ${call.method} ${call.path}`, violations: [] }, 404);
  });
  return { calls, spy };
}

/** The body of the first call sent with `method` (a POST unless said), once it is sent. */
export async function sentBody(calls: Call[], method = 'POST'): Promise<unknown> {
  await waitFor(() => expect(calls.some((call) => call.method === method)).toBe(true));
  return calls.find((call) => call.method === method)?.body;
}
