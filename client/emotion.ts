import createCache, { type EmotionCache } from '@emotion/cache';

/** One key for server and client: the client cache must exist before hydrateRoot (ARCHITECTURE.md). */
export const EMOTION_KEY = 'css';

/**
 * A fresh Emotion cache. The server makes one per request (never module scope), with `compat`
 * so that it records styles instead of writing them inline next to elements.
 */
export function createEmotionCache(nonce?: string): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY, nonce });
  cache.compat = true;
  return cache;
}
