import { describe, expect, it } from 'vitest';
import { oneAtATime } from './submit-once';

describe('one submit at a time', () => {
  it('drops a second tap while the first is on its way, and lets the next one through after it', async () => {
    const run = oneAtATime();
    let sent = 0;
    let finish!: () => void;
    const slow = () =>
      new Promise<string>((resolve) => {
        sent += 1;
        finish = () => resolve('done');
      });
    const first = run(slow);
    const second = run(slow);
    expect(await second).toBeUndefined();
    finish();
    expect(await first).toBe('done');
    expect(sent).toBe(1);
    const third = run(slow);
    finish();
    expect(await third).toBe('done');
    expect(sent).toBe(2);
  });

  it('opens again after a refusal, passing the error on', async () => {
    const run = oneAtATime();
    await expect(run(() => Promise.reject(new Error('Заказ не найден')))).rejects.toThrow('Заказ не найден');
    expect(await run(async () => 1)).toBe(1);
  });
});
