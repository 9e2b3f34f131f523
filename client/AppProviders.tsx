import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { SWRConfig } from 'swr';
import { swrFetcher } from './hooks/fetcher';

interface Props {
  cache: EmotionCache;
  /** SWR fallback prefetched by the server, keyed by `unstable_serialize(key)`. */
  fallback: Record<string, unknown>;
  children: ReactNode;
}

/** The providers around the app, the same on the server and in the browser. */
export function AppProviders({ cache, fallback, children }: Props) {
  return (
    <CacheProvider value={cache}>
      <SWRConfig value={{ fallback, fetcher: swrFetcher, revalidateOnFocus: false, revalidateIfStale: false }}>
        {children}
      </SWRConfig>
    </CacheProvider>
  );
}
