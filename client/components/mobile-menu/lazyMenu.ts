import { lazy } from 'react';
import { preloadCategoryMenu } from '../catalog-menu';

const load = () => import('./MobileMenu');

/** The mobile menu, loaded on the first tap (or just ahead of it, by preloadMobileMenu). */
export const MobileMenu = lazy(() => load().then((m) => ({ default: m.MobileMenu })));

/** Loads the menu and its category tree when a thumb touches a button that opens it. */
export function preloadMobileMenu(): void {
  // A failed preload is retried by the tap itself (React.lazy), which reports it.
  load().catch(() => {});
  preloadCategoryMenu();
}
