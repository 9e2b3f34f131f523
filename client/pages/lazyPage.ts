import { lazy, type ComponentType } from 'react';

const RELOAD_KEY = 'page-chunk-reload-at';
// Spec §8, §9: after a failed chunk load, reload the page at most once per 60 s.
const RELOAD_GUARD_MS = 60_000;

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** True, and remembered in `storage`, if no reload for a failed chunk happened in the last minute. */
export function claimReload(storage: SessionStore, now: number): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_KEY)) || 0;
    if (now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    // Without sessionStorage the guard cannot hold, and a reload could loop.
    return false;
  }
}

/**
 * A page's chunk failed to load, usually because a deploy replaced the hashed files: reload once
 * to get the new ones. A second failure within a minute goes to the error boundary instead.
 */
function reloadOnce(error: unknown): Promise<never> {
  if (typeof window === 'undefined' || !claimReload(window.sessionStorage, Date.now())) throw error;
  window.location.reload();
  // Stay suspended while the browser reloads.
  return new Promise<never>(() => {});
}

/** Starts loading a page's code, once; what `lazyPage` components carry for the entry. */
export interface Preloadable {
  preload(): Promise<unknown>;
}

/**
 * `React.lazy` for a page module, with the chunk-error reload of spec §8, and `preload`: the entry
 * loads the first page's code before it hydrates, so the page hydrates with the shell and a tap
 * on it is never lost to a part still waiting for its chunk.
 */
export function lazyPage<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => (loading ??= load().catch(reloadOnce));
  return Object.assign(lazy(once), { preload: once } satisfies Preloadable);
}

/** Whether a page component can be preloaded (every `lazyPage` can). */
export function isPreloadable(page: unknown): page is Preloadable {
  return typeof (page as Partial<Preloadable> | null)?.preload === 'function';
}
