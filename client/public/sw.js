/*
 * The shop's service worker (spec §9), served at /sw.js.
 * Cache-first only for files that never change under their URL: hashed bundles (/assets/),
 * fonts and icons. Everything else, HTML and /api above all, goes to the network untouched,
 * so a shopper never sees a stale page, price or basket.
 */
const CACHE = 'static-v1';
const CACHED_PREFIXES = ['/assets/', '/fonts/', '/icons/'];
/** Old hashed bundles pile up across deploys; keep the cache bounded. */
const MAX_ENTRIES = 120;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

function isCacheable(request) {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return false;
  // manifest.json changes with every build although it sits in /assets/.
  if (url.pathname.endsWith('/manifest.json')) return false;
  return CACHED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
}

async function trim(cache) {
  const requests = await cache.keys();
  // Cache.keys() lists entries in insertion order: the oldest go first.
  await Promise.all(requests.slice(0, Math.max(0, requests.length - MAX_ENTRIES)).map((r) => cache.delete(r)));
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    trim(cache).catch(() => undefined);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  // Not calling respondWith leaves the request to the browser: network only.
  if (isCacheable(event.request)) event.respondWith(cacheFirst(event.request));
});
