// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { startMetrica, withAnalytics } from './metrica';

describe('Metrica loaded on demand', () => {
  it('runs nothing without a counter, then runs what is asked once the counter is started', async () => {
    const use = vi.fn();
    startMetrica(undefined);
    startMetrica('not-digits');
    withAnalytics(use);
    // Every import asked for has come: the counter's code was not among them.
    await vi.dynamicImportSettled();
    expect(use).not.toHaveBeenCalled();

    startMetrica('12345');
    const enabled = await new Promise<boolean>((resolve) => withAnalytics((a) => resolve(a.analyticsEnabled())));
    expect(enabled).toBe(true);
    expect(document.head.querySelector('script[src="https://mc.yandex.ru/metrika/tag.js"]')).not.toBeNull();
  });
});
