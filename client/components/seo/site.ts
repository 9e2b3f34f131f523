import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';

/** What the storefront tells the client about the site and this answer (server/config.ts PUBLIC_URL). */
export interface SiteInfo {
  /** The public origin, no trailing slash: 'https://shop.example'. */
  ORIGIN: string;
  /**
   * The address (path and query) the server answered with 404 because the api knows no such
   * product or promo: the page cannot tell that from data that is simply absent.
   */
  NOT_FOUND?: string;
  /** The Yandex Metrica counter, when the storefront has one (client/lib/analytics.ts). */
  METRICA_COUNTER_ID?: string;
}

export const DEFAULT_SITE: SiteInfo = { ORIGIN: 'http://localhost:3000' };

/** Provided by AppProviders from the server's state, so hydration sees the server's value. */
export const SiteContext = createContext<SiteInfo>(DEFAULT_SITE);

export function useSite(): SiteInfo {
  return useContext(SiteContext);
}

/**
 * True when the server answered this very address with 404 (unknown product, promo, section):
 * pages show the not-found page instead of waiting for data that will never come. Client-side
 * navigations learn it from the api's 404 (SWR's error) instead.
 */
export function useServerNotFound(): boolean {
  const { NOT_FOUND } = useSite();
  const { pathname, search } = useLocation();
  return NOT_FOUND !== undefined && NOT_FOUND === pathname + search;
}

/** An absolute URL on the site for a path ('/shop/') or an already absolute URL, untouched. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
