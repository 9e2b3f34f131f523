import { useSyncExternalStore as reactSyncExternalStore } from 'react';

/**
 * SWR's `useSyncExternalStore` (the browser bundle aliases `use-sync-external-store/shim`, which
 * only SWR imports, to this module: build/client.ts), so that a part of the page that hydrates after
 * the shell does not render a second time, synchronously, right after it hydrates
 * (docs/decisions/033-main-thread.md, round 5). swr is pinned exactly for it: docs/patches.md says
 * what to check before another version.
 *
 * Why: every SWR hook writes its key into the cache when it mounts (`{ _k }`), and from the first
 * write on SWR hands React, as the key's server snapshot, a new object built from the cache as it
 * was before. React hydrates a Suspense boundary (the page's, around RoutePage) in its own pass after
 * the shell's commit, so a hook there whose key the shell also reads (the profile, the page's data
 * that the head reads too, the wishlist) hydrates with that object; after the commit React compares it
 * with the client snapshot by identity, finds two objects and re-renders the component — and the
 * whole page below it — at SyncLane, in one blocking task, with nothing changed.
 *
 * Here a server snapshot whose fields are the client snapshot's, one by one, is replaced by the
 * client snapshot itself: what renders is the same, and React's check finds the same object. When a
 * field differs (the basket arrived before the boundary hydrated), the server's is kept, as before.
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  return reactSyncExternalStore(subscribe, getSnapshot, getServerSnapshot && (() => hydrationSnapshot(getSnapshot, getServerSnapshot)));
}

/**
 * The client snapshot when it has the server snapshot's fields, else the server snapshot. The
 * client's is read first: SWR's second store marks "hydrating" in its server getter and clears it
 * in the client one, and the server getter must have the last word.
 */
export function hydrationSnapshot<T>(getSnapshot: () => T, getServerSnapshot: () => T): T {
  const client = getSnapshot();
  const server = getServerSnapshot();
  return sameFields(server, client) ? client : server;
}

/** Field by field; a field that is missing is undefined (SWR's cache state holds `error: undefined` and the like). */
function sameFields(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return [...Object.keys(x), ...Object.keys(y)].every((key) => Object.is(x[key], y[key]));
}
