import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { SWRConfig } from 'swr';
import { ApiRequestError } from '../shared/api/client';
import { DEFAULT_SITE, SiteContext, type SiteInfo } from './components/seo/site';
import { swrFetcher } from './hooks/fetcher';

/** A 4xx answer (unknown product, bad filter) will not change by asking again; our faults might. */
function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);
}

interface Props {
  cache: EmotionCache;
  /** SWR fallback prefetched by the server, keyed by `unstable_serialize(key)`. */
  fallback: Record<string, unknown>;
  /** The site's origin and counters, and whether the server answered this address with 404. */
  site?: SiteInfo;
  children: ReactNode;
}

/** The providers around the app, the same on the server and in the browser. */
export function AppProviders({ cache, fallback, site, children }: Props) {
  const swr = { fallback, fetcher: swrFetcher, revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: isRetryable };
  return (
    <CacheProvider value={cache}>
      <SiteContext.Provider value={site ?? DEFAULT_SITE}>
        <SWRConfig value={swr}>{children}</SWRConfig>
      </SiteContext.Provider>
    </CacheProvider>
  );
}
