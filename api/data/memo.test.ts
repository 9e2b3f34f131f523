import { describe, expect, it } from 'vitest';
import { memo } from './memo';

describe('memo', () => {
  it('loads once per key within the time to live, then again', async () => {
    let clock = 0;
    let loads = 0;
    const get = memo(60_000, async (k: number) => `${k}:${++loads}`, () => clock);
    expect(await get(1)).toBe('1:1');
    expect(await get(1)).toBe('1:1');
    expect(await get(2)).toBe('2:2');
    clock = 60_000;
    expect(await get(1)).toBe('1:3');
  });

  it('does not remember a failure', async () => {
    let fail = true;
    const get = memo(60_000, async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(get('k')).rejects.toThrow('down');
    fail = false;
    expect(await get('k')).toBe('up');
  });
});
