import { TEXT } from '@academy/shared/constants';

/**
 * docs/requirements.md#constants-and-limits: a script chunk that has not loaded within `ms` counts as failed. A dynamic import has no
 * timeout of its own, so a stalled chunk would leave the page loading for ever; this rejects with
 * 'Loading chunk failed', which the router's error page shows with a Reload button.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, ms: number): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(TEXT.loadingChunkFailed)), ms);
      load()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
}
