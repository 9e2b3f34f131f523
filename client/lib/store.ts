/**
 * A tiny external store for `useSyncExternalStore` (toasts, modal): no state library needed.
 * A store made at module level lives once per browser tab; callers keep it off the server
 * (see `isBrowser`) so that nothing leaks between server requests.
 */
export interface Store<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (prev: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** True in a browser; module-level UI state must stay untouched while the server renders. */
export const isBrowser = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';
