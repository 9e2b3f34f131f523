import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A browser whose localStorage throws, as in Safari's private mode. */
function stubBrokenBrowser() {
  const broken = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  vi.stubGlobal('window', { localStorage: broken });
  vi.stubGlobal('document', {});
}

describe('local storage', () => {
  it('reads back what it wrote', async () => {
    const data = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => data.set(k, v) },
    });
    vi.stubGlobal('document', {});
    const { readLocal, writeLocal } = await import('./storage');
    writeLocal('a', '1');
    expect(data.get('a')).toBe('1');
    expect(readLocal('a')).toBe('1');
  });

  it('keeps values in memory for the visit when storage throws', async () => {
    stubBrokenBrowser();
    const { readLocal, writeLocal } = await import('./storage');
    expect(readLocal('a')).toBeNull();
    writeLocal('a', '1');
    expect(readLocal('a')).toBe('1');
  });

  it('reads nothing and writes nothing on the server', async () => {
    const { readLocal, writeLocal } = await import('./storage');
    writeLocal('a', '1');
    expect(readLocal('a')).toBeNull();
  });
});
