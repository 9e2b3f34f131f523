import { isBrowser } from './store';

/**
 * localStorage that never throws (Safari private mode, storage disabled, quota): falls back to
 * this tab's memory, so one-time notices and poster delays still hold within the visit.
 */
const memory = new Map<string, string>();

export function readLocal(key: string): string | null {
  if (!isBrowser()) return null;
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeLocal(key: string, value: string): void {
  if (!isBrowser()) return;
  memory.set(key, value);
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Memory keeps it for this visit; nothing to tell the shopper.
  }
}
