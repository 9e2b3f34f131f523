import { describe, expect, it } from 'vitest';
import { createScrollLock, lockScroll, unlockScroll, type ScrollLockTarget } from './scrollLock';

function fakePage(scrollbar = 0): ScrollLockTarget {
  return {
    root: { style: { overflow: '' } },
    body: { style: { overflow: 'auto', paddingRight: '' } },
    scrollbarWidth: () => scrollbar,
  };
}

describe('scroll lock', () => {
  it('hides page scroll on the first lock and restores it on the last unlock', () => {
    const page = fakePage();
    const lock = createScrollLock(() => page);
    lock.lock();
    expect(page.root.style.overflow).toBe('hidden');
    expect(page.body.style.overflow).toBe('hidden');
    lock.unlock();
    expect(page.root.style.overflow).toBe('');
    expect(page.body.style.overflow).toBe('auto');
  });

  it('keeps the page locked while another user still holds it', () => {
    const page = fakePage();
    const lock = createScrollLock(() => page);
    lock.lock(); // mobile menu
    lock.lock(); // modal on top
    lock.unlock(); // modal closes
    expect(page.body.style.overflow).toBe('hidden');
    expect(lock.count()).toBe(1);
    lock.unlock(); // menu closes
    expect(page.body.style.overflow).toBe('auto');
  });

  it('ignores an unlock without a lock, so the count never goes negative', () => {
    const page = fakePage();
    const lock = createScrollLock(() => page);
    lock.unlock();
    expect(lock.count()).toBe(0);
    lock.lock();
    expect(page.body.style.overflow).toBe('hidden');
  });

  it('pads the body by the scrollbar width so the page does not jump', () => {
    const page = fakePage(15);
    const lock = createScrollLock(() => page);
    lock.lock();
    expect(page.body.style.paddingRight).toBe('15px');
    lock.unlock();
    expect(page.body.style.paddingRight).toBe('');
  });

  it('does nothing on the server', () => {
    expect(() => {
      lockScroll();
      unlockScroll();
    }).not.toThrow();
  });
});
