import { describe, expect, it } from 'vitest';
import { boundedCache } from './bounded-cache';

describe('boundedCache', () => {
  it('serves a value for ttl, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = boundedCache<number>(1000, 10, () => clock);
    const load = async () => ++loads;
    expect(await cache('a', load)).toBe(1);
    clock = 999;
    expect(await cache('a', load)).toBe(1);
    clock = 1000;
    expect(await cache('a', load)).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    let loads = 0;
    const cache = boundedCache<number>(60_000, 2);
    const load = async () => ++loads;
    await cache('a', load);
    await cache('b', load);
    await cache('c', load);
    expect(await cache('b', load)).toBe(2);
    expect(await cache('a', load)).toBe(4);
  });

  it('does not remember a failure', async () => {
    const cache = boundedCache<number>(60_000, 2);
    await expect(cache('a', () => Promise.reject(new Error('нет')))).rejects.toThrow('нет');
    expect(await cache('a', async () => 7)).toBe(7);
  });

  it('does not remember a value keep refuses', async () => {
    let loads = 0;
    const cache = boundedCache<number>(60_000, 2, Date.now, (n) => n > 1);
    const load = async () => ++loads;
    expect(await cache('a', load)).toBe(1);
    expect(await cache('a', load)).toBe(2);
    expect(await cache('a', load)).toBe(2);
  });
});
