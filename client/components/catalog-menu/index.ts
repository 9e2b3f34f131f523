import { lazy } from 'react';

const load = () => import('./CategoryMenu');

/**
 * The category menu, loaded when a panel that shows it opens (the desktop dropdown, the mobile
 * menu): the tree's code is not part of the first JavaScript of every page.
 */
export const CategoryMenu = lazy(() => load().then((m) => ({ default: m.CategoryMenu })));

/** Loads the menu's code ahead of the click (hover, touch), so the panel opens filled. */
export function preloadCategoryMenu(): void {
  // A failed preload is retried by the panel itself (React.lazy), which reports it.
  load().catch(() => {});
}
