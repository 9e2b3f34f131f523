export { BottomNav } from './BottomNav';
// Its own module, which BottomNav imports too: the bottom menu's buttons preload the menu.
export { MobileMenu, preloadMobileMenu } from './lazyMenu';
