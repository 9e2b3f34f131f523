// @vitest-environment happy-dom
import { act, Profiler, startTransition, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrationSnapshot } from './swr-sync-store';

// What the browser bundle does (build/client.ts aliases the shim SWR imports to this module).
vi.mock('use-sync-external-store/shim', () => import('./swr-sync-store'));

const KEY = '/profile/';
const fallback = { [KEY]: { NAME: 'Анна' } };
/** The boundary's commits after its hydration (a re-render of the page's part). */
let pageUpdates = 0;

/** Reads the key as the header and the page both do: only the data. */
function Name() {
  const { data } = useSWR<{ NAME: string }>(KEY);
  return <span>{data?.NAME}</span>;
}

function Shop() {
  return (
    <SWRConfig value={{ fallback, fetcher: () => new Promise(() => {}), revalidateIfStale: false, revalidateOnFocus: false }}>
      <header>
        <Name />
      </header>
      {/* As App's boundary around the page: React hydrates it in a pass of its own, after the shell's commit. */}
      <Suspense fallback={null}>
        <Profiler id="page" onRender={(_id, phase) => void (phase !== 'mount' && (pageUpdates += 1))}>
          <main>
            <Name />
          </main>
        </Profiler>
      </Suspense>
    </SWRConfig>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SWR in a boundary hydrated after the shell', () => {
  it('does not render the boundary again when nothing changed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Shop />);
    document.body.append(container);
    pageUpdates = 0;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <Shop />);
      });
    });
    expect(container.querySelector('main')?.textContent).toBe('Анна');
    expect(pageUpdates).toBe(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('hydrationSnapshot', () => {
  it('hands back the client snapshot when every field is the same', () => {
    const data = { NAME: 'Анна' };
    const client = { data };
    expect(
      hydrationSnapshot(
        () => client,
        () => ({ data }),
      ),
    ).toBe(client);
  });

  it('keeps the server snapshot when a field differs', () => {
    const server: { data?: { ITEMS: number[] }; isLoading: boolean } = { data: undefined, isLoading: true };
    expect(
      hydrationSnapshot(
        () => ({ data: { ITEMS: [] }, isLoading: false }),
        () => server,
      ),
    ).toBe(server);
    const bare = {};
    expect(
      hydrationSnapshot(
        () => ({ isLoading: true }),
        () => bare,
      ),
    ).toBe(bare);
  });

  it('takes a field set to undefined for a missing one, as SWR does', () => {
    const client = { error: undefined };
    expect(
      hydrationSnapshot(
        () => client,
        () => ({}),
      ),
    ).toBe(client);
  });

  it('reads the server getter last, and compares anything else by identity', () => {
    const order: string[] = [];
    const ref = { current: false };
    hydrationSnapshot(
      () => (order.push('client'), ref),
      () => (order.push('server'), ref),
    );
    expect(order).toEqual(['client', 'server']);
    expect(
      hydrationSnapshot(
        () => 1,
        () => 2,
      ),
    ).toBe(2);
  });
});
