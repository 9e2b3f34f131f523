import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { swrFetcher } from '../hooks/fetcher';

// Each test starts with an empty document (vitest runs without globals, so RTL cannot do it).
afterEach(cleanup);

interface Options {
  /** The address the shopper is on. */
  url?: string;
  /** SWR data as the server would have prefetched it, keyed by `unstable_serialize(key)`. */
  fallback?: Record<string, unknown>;
}

/**
 * Renders a piece of the shop into the test's DOM (happy-dom) the way the app does: a router at
 * `url` and a fresh SWR cache. `location()` is where the router is after the shopper's actions.
 */
export function renderInShop(ui: ReactNode, { url = '/', fallback = {} }: Options = {}) {
  let location: Location | undefined;
  function Where() {
    location = useLocation();
    return null;
  }
  const result = render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback,
        fetcher: swrFetcher,
        dedupingInterval: 0,
        revalidateOnFocus: false,
        revalidateIfStale: false,
      }}
    >
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <Where />
      </MemoryRouter>
    </SWRConfig>,
  );
  return { ...result, location: () => location! };
}

/** The window as wide as a phone (spec §9: below 808 px), so the mobile styles apply. */
export function onPhone() {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
    width: 390,
    height: 844,
  });
}

/** The window as wide as a desktop. */
export function onDesktop() {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
    width: 1440,
    height: 900,
  });
}

/** A JSON answer in the api's envelope, for a stubbed fetch. */
export function ok(data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ status: 'ok', errors: [], data }), { status, headers: { 'content-type': 'application/json' } });
}

/** An api refusal in the envelope. */
export function refused(message: string, status = 400): Response {
  return new Response(JSON.stringify({ status: 'error', errors: [{ message }], data: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
