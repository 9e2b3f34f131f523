import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/** One key for server and client: the client cache must exist before hydrateRoot (ARCHITECTURE.md). */
export const EMOTION_KEY = 'css';

/**
 * One array for every cache: on the server Emotion keeps what stylis compiled per rule in a map
 * shared by the caches whose `stylisPlugins` is the same array (a WeakMap keyed by it). A new `[]`
 * per request meant a new map per request, so every page compiled all its rules again: stylis was
 * 7 % of the storefront's CPU (docs/decisions/032). The map holds one string per distinct rule.
 */
const NO_STYLIS_PLUGINS: StylisPlugin[] = [];

/**
 * A fresh Emotion cache. The server makes one per request (never module scope), with `compat`
 * so that it records styles instead of writing them inline next to elements.
 * No stylis plugins: Emotion's default prefixer wrote `-webkit-box`/`-ms-flexbox`… beside every
 * flex, transform and transition rule — 6.6 of the home page's 24.6 KB of styles, for browsers
 * older than the build's targets (build/client.ts: Chrome 90, Safari 14.1, Firefox 90). The few
 * prefixes those targets still need are written where they are used (`-webkit-backdrop-filter`,
 * `-webkit-user-select`, `-webkit-appearance`). Server and client share this cache's options,
 * and class names hash the unprefixed styles, so hydration sees the same names either way.
 */
export function createEmotionCache(nonce?: string): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY, nonce, stylisPlugins: NO_STYLIS_PLUGINS });
  cache.compat = true;
  return cache;
}
