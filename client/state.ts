import type { SiteInfo } from './components/seo/site';

/**
 * What the server hands the browser in one escaped bootstrap script (server/render):
 * the SWR fallback it rendered with, keyed by `unstable_serialize(key)`, and the site's info.
 */
export interface ShopState {
  fallback: Record<string, unknown>;
  site: SiteInfo;
}

/** The global the bootstrap script assigns. */
export const STATE_GLOBAL = '__SHOP_STATE__';

declare global {
  interface Window {
    __SHOP_STATE__?: ShopState;
  }
}
