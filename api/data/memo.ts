/**
 * A small in-process memo for public data that may be a little stale (reviews, partners): every
 * instance keeps its own copy for `ttlMs`, which is safe because nothing here is per-shopper and a
 * minute's delay in showing a new review harms nobody. Concurrent misses share one load.
 */
export function memo<K, V>(ttlMs: number, load: (key: K) => Promise<V>, now: () => number = Date.now) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return (key: K): Promise<V> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = load(key);
    entries.set(key, { at: now(), value });
    // A failed load is not remembered: the next call tries again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
