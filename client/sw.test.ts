import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;

/** Runs public/sw.js in a sandbox with just enough of the worker's global scope. */
function loadWorker() {
  const listeners = new Map<string, Listener>();
  const deleted: string[] = [];
  const self = {
    location: { origin: 'https://shop.test' },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined },
  };
  const caches = {
    keys: async () => ['static-v0', 'static-v1', 'other'],
    delete: async (name: string) => deleted.push(name),
    open: async () => ({ match: async () => undefined, put: async () => undefined, keys: async () => [] }),
  };
  const source = fs.readFileSync(path.join(import.meta.dirname, 'public', 'sw.js'), 'utf8');
  vm.runInNewContext(source, { self, caches, URL, fetch: async () => new Response('x') });

  /** Whether the worker takes over a GET of `url` (respondWith) or leaves it to the network. */
  const handles = (url: string, method = 'GET') => {
    let responded = false;
    listeners.get('fetch')!({ request: { url, method }, respondWith: () => (responded = true) });
    return responded;
  };
  const activate = async () => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('activate')!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
    return deleted;
  };
  return { handles, activate };
}

describe('the service worker', () => {
  it('serves hashed bundles, fonts and icons from its cache', () => {
    const { handles } = loadWorker();
    expect(handles('https://shop.test/assets/entry-ABC123.js')).toBe(true);
    expect(handles('https://shop.test/fonts/nunito-first-400-normal.woff2')).toBe(true);
    expect(handles('https://shop.test/icons/icon-192.png')).toBe(true);
  });

  it('never caches pages, the api, the asset manifest, other origins or non-GET requests', () => {
    const { handles } = loadWorker();
    expect(handles('https://shop.test/')).toBe(false);
    expect(handles('https://shop.test/shop/12-bodi-category/')).toBe(false);
    expect(handles('https://shop.test/api/data/getStaticInfo/')).toBe(false);
    expect(handles('https://shop.test/assets/manifest.json')).toBe(false);
    expect(handles('https://cdn.example/assets/x.js')).toBe(false);
    expect(handles('https://shop.test/assets/entry-ABC123.js', 'POST')).toBe(false);
  });

  it('drops caches of older versions when it activates', async () => {
    const { activate } = loadWorker();
    expect(await activate()).toEqual(['static-v0', 'other']);
  });
});
