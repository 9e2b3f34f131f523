import { describe, expect, it, vi } from 'vitest';
import { claimReload, isPreloadable, lazyPage, partCode } from './lazyPage';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('reload after a failed page chunk', () => {
  it('reloads at most once per minute', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(claimReload(storage, 1_000_000 + 59_999)).toBe(false);
    expect(claimReload(storage, 1_000_000 + 60_000)).toBe(true);
  });

  it('does not reload when session storage is unavailable, so it can never loop', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(claimReload(broken, 1_000_000)).toBe(false);
  });
});

describe('preloading the first page', () => {
  it('loads the page module once, whether the entry or React asks first', async () => {
    const Page = () => null;
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const page = lazyPage(load);
    expect(isPreloadable(page)).toBe(true);
    const first = page.preload();
    expect(page.preload()).toBe(first);
    await expect(first).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("a page's part on the server", () => {
  it('starts loading its code when declared, so the first page the server renders has it in place', async () => {
    const Part = () => null;
    const load = vi.fn(() => Promise.resolve(Part));
    const code = partCode(load);
    expect(load).toHaveBeenCalledTimes(1);
    await code();
    expect(code.loaded()).toBe(Part);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
