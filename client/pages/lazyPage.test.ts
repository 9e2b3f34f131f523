import { describe, expect, it } from 'vitest';
import { claimReload } from './lazyPage';

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
