import { useSyncExternalStore } from 'react';
import { createStore } from '../../lib/store';

/** Whether the search overlay is open: the header icon and the bottom menu both open it. */
const overlay = createStore(false);

export const openSearch = () => overlay.set(true);
export const closeSearch = () => overlay.set(false);

/** Always closed on the server and during hydration; the overlay opens only on a click. */
export function useSearchOpen(): boolean {
  return useSyncExternalStore(overlay.subscribe, overlay.get, () => false);
}

/** Loads the overlay's code ahead of the click (hover, focus), so it opens at once. */
export function preloadSearchOverlay(): void {
  // A failed preload is retried by the click itself (React.lazy), which reports it.
  import('./SearchOverlay').catch(() => {});
}

/**
 * onClick of the search links (header icon, bottom menu): they stay links to /search/ without
 * JavaScript; with it a plain click opens the overlay instead (spec §2.7). A click with a
 * modifier key still opens the page in a new tab, as a link should.
 */
export function openSearchFromLink(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
}) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  openSearch();
}
