/**
 * A bounded in-process cache for public answers that may be a little stale: the api's facet counts
 * and home page blocks, the storefront's copy of what every page reads (server/render/shared-data.ts).
 * Each process keeps its own copy for `ttlMs`. Bounded because the key comes from the shopper's
 * query string; the oldest entry goes first. Concurrent misses share one load, and a failed load (a
 * rejection, or a value `keep` refuses: a 404, a lost connection) is not remembered. A `ttlMs` of 0
 * keeps nothing: every call loads.
 */
export function boundedCache<V>(ttlMs: number, maxEntries: number, now: () => number = Date.now, keep: (value: V) => boolean = () => true) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return (key: string, load: () => Promise<V>): Promise<V> => {
    if (ttlMs <= 0) return load();
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    entries.delete(key);
    const value = load();
    entries.set(key, { at: now(), value });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    const forget = () => {
      if (entries.get(key)?.value === value) entries.delete(key);
    };
    value.then((loaded) => {
      if (!keep(loaded)) forget();
    }, forget);
    return value;
  };
}
