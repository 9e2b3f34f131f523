export { SearchOverlayRoot } from './SearchOverlayRoot';
export { openSearch, closeSearch, openSearchFromLink, preloadSearchOverlay } from './store';
