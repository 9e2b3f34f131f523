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
export function reloadOnce(error: unknown): Promise<never> {
  if (typeof window === 'undefined' || !claimReload(window.sessionStorage, Date.now())) throw error;
  window.location.reload();
  // Stay suspended while the browser reloads.
  return new Promise<never>(() => {});
}

/** Starts loading a page's code, once; what `lazyPage` components carry for the entry. */
export interface Preloadable {
  preload(): Promise<unknown>;
}

/** The code of a page's part (lazyPart.tsx): loads once, and says at once whether it has come. */
export interface PartCode<C> {
  (): Promise<C>;
  loaded(): C | undefined;
}

export function partCode<C>(load: () => Promise<C>): PartCode<C> {
  let loading: Promise<C> | undefined;
  let loaded: C | undefined;
  const once = () => (loading ??= load().then((code) => (loaded = code)));
  // The server has every module in its bundle: loaded at its start, a part is in the first page it
  // renders, in place, not sent after the page and moved in by a script.
  if (typeof window === 'undefined') once().catch(() => undefined);
  return Object.assign(once, { loaded: () => loaded });
}

/** Whether the first page has hydrated (hooks/useMarkHydrated.ts): a page loaded now is a navigation. */
const afterFirstPage = () => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';

/**
 * `React.lazy` for a page module, with the chunk-error reload of spec §8, and `preload`: the entry
 * loads the first page's code before it hydrates, so the page hydrates with the shell and a tap
 * on it is never lost to a part still waiting for its chunk.
 *
 * `parts` load the code of the page's parts the server renders but the first page hydrates later
 * (lazyPart.tsx). A page shown by navigation has no server HTML to keep meanwhile: it waits
 * for them, loaded beside its own code, and shows whole; the first page's load does not wait.
 */
export function lazyPage<P>(load: () => Promise<{ default: ComponentType<P> }>, ...parts: Array<PartCode<unknown>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const withParts = () => Promise.all([load(), ...parts.map((part) => part())]).then(([page]) => page);
  const once = () => (loading ??= (afterFirstPage() && parts.length > 0 ? withParts() : load()).catch(reloadOnce));
  return Object.assign(lazy(once), { preload: once } satisfies Preloadable);
}

/** Whether a page component can be preloaded (every `lazyPage` can). */
export function isPreloadable(page: unknown): page is Preloadable {
  return typeof (page as Partial<Preloadable> | null)?.preload === 'function';
}
