import { describe, expect, it } from 'vitest';
import { readPayload } from './sw-push';

/** What a push event carries, as the browser hands it over. */
function data(text: string): PushMessageData {
  return {
    text: () => text,
    json: () => JSON.parse(text) as unknown,
    arrayBuffer: () => new TextEncoder().encode(text).buffer,
    blob: () => new Blob([text]),
    bytes: () => new TextEncoder().encode(text),
  } as PushMessageData;
}

describe('a push shown by the service worker', () => {
  it('shows the title and body the console sent and opens its page', () => {
    const sent = { title: 'Issue opened', body: 'Bin full reported at Ladies Ground', url: '/issues/table?issueId=abc' };
    expect(readPayload(data(JSON.stringify(sent)))).toEqual(sent);
  });

  it('opens only a page of the console, never another site', () => {
    for (const url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 42]) {
      expect(readPayload(data(JSON.stringify({ title: 't', body: 'b', url }))).url).toBe('/');
    }
  });

  it('still shows something for an empty or garbled push', () => {
    expect(readPayload(null)).toEqual({ title: 'Hygiene', body: '', url: '/' });
    expect(readPayload(data('not json'))).toEqual({ title: 'Hygiene', body: 'not json', url: '/' });
  });
});
