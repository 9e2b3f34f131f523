import { isBrowser } from '../../lib/store';

/** The bits of a page the lock touches; a plain object in tests. */
export interface ScrollLockTarget {
  root: { style: { overflow: string } };
  body: { style: { overflow: string; paddingRight: string } };
  /** Width of the vertical scrollbar, kept as padding so the page does not jump when it hides. */
  scrollbarWidth(): number;
}

export interface ScrollLock {
  lock(): void;
  unlock(): void;
  /** How many users hold the lock now. */
  count(): number;
}

/**
 * A counted page-scroll lock: the modal, the mobile menu and the search overlay each lock and
 * unlock on their own, and the page scrolls again only when the last of them lets go.
 */
export function createScrollLock(target: () => ScrollLockTarget | null): ScrollLock {
  let holders = 0;
  let saved: { root: string; body: string; padding: string } | null = null;

  return {
    lock() {
      holders += 1;
      if (holders > 1) return;
      const t = target();
      if (!t) return;
      saved = { root: t.root.style.overflow, body: t.body.style.overflow, padding: t.body.style.paddingRight };
      const gap = t.scrollbarWidth();
      t.root.style.overflow = 'hidden';
      t.body.style.overflow = 'hidden';
      if (gap > 0) t.body.style.paddingRight = `${gap}px`;
    },
    unlock() {
      if (holders === 0) return;
      holders -= 1;
      if (holders > 0) return;
      const t = target();
      if (!t || !saved) return;
      t.root.style.overflow = saved.root;
      t.body.style.overflow = saved.body;
      t.body.style.paddingRight = saved.padding;
      saved = null;
    },
    count: () => holders,
  };
}

const pageLock = createScrollLock(() =>
  isBrowser()
    ? {
        root: document.documentElement,
        body: document.body,
        scrollbarWidth: () => window.innerWidth - document.documentElement.clientWidth,
      }
    : null,
);

/** Blocks page scroll (modal, mobile menu, search overlay); pair every call with unlockScroll. */
export function lockScroll(): void {
  if (isBrowser()) pageLock.lock();
}

/** Releases one lockScroll; the page scrolls again when every holder has released it. */
export function unlockScroll(): void {
  if (isBrowser()) pageLock.unlock();
}
