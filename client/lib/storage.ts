import { isBrowser } from './store';

/**
 * Web storage that never throws (Safari private mode, storage disabled, quota): falls back to
 * this tab's memory, so one-time notices, poster delays and a checkout's draft still hold within
 * the visit.
 */
type Kind = 'localStorage' | 'sessionStorage';

const memory: Record<Kind, Map<string, string>> = { localStorage: new Map(), sessionStorage: new Map() };

function read(kind: Kind, key: string): string | null {
  if (!isBrowser()) return null;
  try {
    return window[kind].getItem(key) ?? memory[kind].get(key) ?? null;
  } catch {
    return memory[kind].get(key) ?? null;
  }
}

function write(kind: Kind, key: string, value: string | null): void {
  if (!isBrowser()) return;
  if (value === null) memory[kind].delete(key);
  else memory[kind].set(key, value);
  try {
    if (value === null) window[kind].removeItem(key);
    else window[kind].setItem(key, value);
  } catch {
    // Memory keeps it for this visit; nothing to tell the shopper.
  }
}

export const readLocal = (key: string): string | null => read('localStorage', key);
export const writeLocal = (key: string, value: string): void => write('localStorage', key, value);

/** This tab's session: gone when the tab closes (a form's draft, never anything secret). */
export const readSession = (key: string): string | null => read('sessionStorage', key);
/** Writes, or with null removes, a value of this tab's session. */
export const writeSession = (key: string, value: string | null): void => write('sessionStorage', key, value);
