import { describe, expect, it } from 'vitest';
import { posterAppliesTo } from './posters';

const params = (SHOW_IN: string[], HIDE_IN: string[]) => ({ PARAMS: { SHOW_IN, HIDE_IN, DELAY: 0 } });

describe('posterAppliesTo (spec §4)', () => {
  it('shows a poster with neither SHOW_IN nor HIDE_IN everywhere', () => {
    expect(posterAppliesTo(params([], []), '/')).toBe(true);
    expect(posterAppliesTo(params([], []), '/personal/basket/')).toBe(true);
  });

  it('shows a poster with SHOW_IN only on those paths', () => {
    const home = params(['/', '/shop/'], []);
    expect(posterAppliesTo(home, '/')).toBe(true);
    expect(posterAppliesTo(home, '/shop/')).toBe(true);
    expect(posterAppliesTo(home, '/o-brende/')).toBe(false);
  });

  it('never shows a poster on a path in HIDE_IN, even if SHOW_IN lists it', () => {
    expect(posterAppliesTo(params(['/shop/'], ['/shop/']), '/shop/')).toBe(false);
  });

  it('shows a poster with HIDE_IN but no SHOW_IN everywhere except those paths', () => {
    const hidden = params([], ['/personal/basket/']);
    expect(posterAppliesTo(hidden, '/personal/basket/')).toBe(false);
    expect(posterAppliesTo(hidden, '/')).toBe(true);
    expect(posterAppliesTo(hidden, '/shop/')).toBe(true);
  });

  it('compares paths with a trailing slash and without query or hash', () => {
    const shop = params(['/shop'], []);
    expect(posterAppliesTo(shop, '/shop/')).toBe(true);
    expect(posterAppliesTo(shop, '/shop?PAGE=2')).toBe(true);
    expect(posterAppliesTo(shop, '/shop/#top')).toBe(true);
  });

  it('reads an entry ending in * as every path under it', () => {
    const notPersonal = params([], ['/personal/*']);
    for (const path of ['/personal/', '/personal', '/personal/login/', '/personal/orders/ABC123/', '/personal/order/ABC123/sbp/']) {
      expect(posterAppliesTo(notPersonal, path)).toBe(false);
    }
    expect(posterAppliesTo(notPersonal, '/')).toBe(true);
    expect(posterAppliesTo(notPersonal, '/personalnoe/')).toBe(true);
    expect(posterAppliesTo(params(['/shop/*'], []), '/shop/12-bodi-category/')).toBe(true);
    expect(posterAppliesTo(params(['/shop/*'], []), '/search/')).toBe(false);
  });
});
