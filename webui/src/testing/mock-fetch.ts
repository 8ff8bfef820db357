import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { schemaViolation } from './api-schema';

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

const offSchemaReplies = new WeakSet<Response>();
const violations: string[] = [];

/**
 * Marks a reply a test sends on purpose although the server never would (a broken body, to
 * show how the screen copes): the only kind exempt from the check against the API schema.
 */
export function offSchema(response: Response): Response {
  offSchemaReplies.add(response);
  return response;
}

/** The mocked replies since the last call that did not fit the API schema; src/testing/setup.ts fails the test on any. */
export function takeSchemaViolations(): string[] {
  return violations.splice(0);
}

/** Why `response` to `call` is not what the server could answer, or null. */
async function violationOf(call: Call, response: Response): Promise<string | null> {
  if (offSchemaReplies.has(response)) return null;
  const text = await response.clone().text();
  const json = (response.headers.get('Content-Type') ?? '').includes('json');
  if (text === '' || !json) return schemaViolation(call.method, call.path, response.status);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `The mocked reply to ${call.method} ${call.path} is not JSON, though it says it is`;
  }
  return schemaViolation(call.method, call.path, response.status, body);
}

/**
 * Replaces fetch with `handler`; records every call. Unhandled calls answer 404. A reply
 * that does not fit the API schema fails the call and the test (`offSchema` exempts one).
 */
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
    if (!response) return json({ message: `No mock for ${call.method} ${call.path}`, violations: [] }, 404);
    const violation = await violationOf(call, response);
    if (violation) {
      violations.push(violation);
      throw new TypeError(violation);
    }
    return response;
  });
  return { calls, spy };
}

/** The body of the first call sent with `method` (a POST unless said), once it is sent. */
export async function sentBody(calls: Call[], method = 'POST'): Promise<unknown> {
  await waitFor(() => expect(calls.some((call) => call.method === method)).toBe(true));
  return calls.find((call) => call.method === method)?.body;
}
