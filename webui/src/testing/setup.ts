import '@testing-library/jest-dom/vitest';
// IndexedDB for the outbox (lib/outbox), which jsdom lacks.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { RESET } from 'jotai/utils';
import { afterEach, beforeEach, vi } from 'vitest';
import { closeOutboxDb } from '@/lib/outbox/store';
import { appStore } from '@/lib/store';
import { languageAtom, profileAtom, tokensAtom } from '@/lib/session-atoms';
import { mediaQueryList } from './media-query';
import { takeSchemaViolations } from './mock-fetch';

/**
 * `findBy…` and `waitFor` give up after this long. Testing Library's one second is too
 * short on a busy machine, where a debounced search, a lazy route and a render together can
 * take longer and a correct test would fail. vitest's testTimeout leaves room for several.
 */
export const ASYNC_TIMEOUT_MS = 10_000;
configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS });

// jsdom lacks these; Chakra (Ark/zag) and the layout use them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => mediaQueryList(query, () => false),
});
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
URL.createObjectURL ??= () => 'blob:test';
URL.revokeObjectURL ??= () => {};

function resetSession() {
  localStorage.clear();
  document.cookie = 'authorizationToken=; path=/; Max-Age=0';
  appStore.set(tokensAtom, RESET);
  appStore.set(profileAtom, null);
  appStore.set(languageAtom, 'en');
}

beforeEach(() => {
  resetSession();
  // Each test its own outbox.
  closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetSession();
  // A reply the server could not give fails the test even where the screen hid the failure.
  const violations = takeSchemaViolations();
  if (violations.length > 0) throw new Error(violations.join('\n'));
});
