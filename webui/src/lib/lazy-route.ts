import type { ComponentType } from 'react';

/** Script chunks time out after 120 seconds. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message = 'Loading a script chunk failed') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** Browsers word a failed dynamic import differently; all of them mean a stale or missing chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|module script failed|Loading (CSS )?chunk .* failed|Unable to preload CSS/i.test(
    error.message,
  );
}

export function withChunkTimeout<T>(promise: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('Loading a script chunk timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error && isChunkLoadError(error) ? new ChunkLoadError(error.message) : error);
      },
    );
  });
}

/** A `lazy` for createBrowserRouter that loads one route component. */
export function lazyComponent(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await withChunkTimeout(load()) });
}
