import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../shared/contract/order';
import { order as orderOf, orderItem } from '../testing/orders';
import type * as Analytics from './analytics';

/** A window with just what the counter touches; the scripts it would append are kept. */
function fakeWindow() {
  const scripts: Array<{ src: string; async: boolean }> = [];
  const win = {
    document: {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (node: { src: string; async: boolean }) => scripts.push(node) },
    },
  } as unknown as Window;
  return { win, scripts };
}

const product = { id: 'bodi-molochnoe', name: 'Боди молочное', price: 990, quantity: 2, variant: '62' };

/** Three bodysuits at 990 р. with the HELLO10 coupon. */
const order: Order = orderOf({
  CODE: 'ABCD234567',
  PRICE: 2970,
  COUPON: 'HELLO10',
  ITEMS: [orderItem({ ID: 5, PRODUCT: { NAME: 'Боди молочное', URL: null, PICTURE: null }, QUANTITY: 3, PRICE: 990, SUM: 2970 })],
});

let analytics: typeof Analytics;
beforeEach(async () => {
  // The counter is started once per page: each test gets a fresh module.
  vi.resetModules();
  analytics = await import('./analytics');
});

describe('analytics without a counter id', () => {
  it('loads no script, makes no data layer and sends nothing', () => {
    const { win, scripts } = fakeWindow();
    analytics.startAnalytics(undefined, win);
    analytics.trackAdd(product);
    analytics.trackRemove(product);
    analytics.trackPurchase(order);
    analytics.reachGoal('anything');
    expect(scripts).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
    expect(win.ym).toBeUndefined();
    expect(analytics.analyticsEnabled()).toBe(false);
  });

  it('ignores an id that is not digits', () => {
    const { win, scripts } = fakeWindow();
    analytics.startAnalytics('abc', win);
    expect(scripts).toEqual([]);
    expect(win.ym).toBeUndefined();
  });
});

describe('analytics with a counter id', () => {
  function started() {
    const fake = fakeWindow();
    analytics.startAnalytics('12345678', fake.win);
    return fake;
  }

  it('loads the tag script once, asynchronously, and inits the counter with the data layer', () => {
    const { win, scripts } = started();
    analytics.startAnalytics('12345678', win);
    expect(scripts).toEqual([{ src: 'https://mc.yandex.ru/metrika/tag.js', async: true }]);
    expect(win.ym?.a?.[0]).toEqual([12345678, 'init', expect.objectContaining({ ecommerce: 'dataLayer' })]);
    expect(win.dataLayer).toEqual([]);
  });

  it('sends add and remove in RUB with their goals', () => {
    const { win } = started();
    analytics.trackAdd(product);
    analytics.trackRemove({ ...product, quantity: 1 });
    expect(win.dataLayer).toEqual([
      { ecommerce: { currencyCode: 'RUB', add: { products: [product] } } },
      { ecommerce: { currencyCode: 'RUB', remove: { products: [{ ...product, quantity: 1 }] } } },
    ]);
    expect(win.ym?.a?.slice(1)).toEqual([
      [12345678, 'reachGoal', analytics.GOALS.add],
      [12345678, 'reachGoal', analytics.GOALS.remove],
    ]);
  });

  it('sends a purchase with the order code and revenue, once per order', () => {
    const { win } = started();
    analytics.trackPurchase(order);
    analytics.trackPurchase(order);
    expect(win.dataLayer).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          purchase: {
            actionField: { id: 'ABCD234567', revenue: 2970, coupon: 'HELLO10' },
            products: [{ id: 'bodi-molochnoe', name: 'Боди молочное', price: 990, quantity: 3, variant: '62' }],
          },
        },
      },
    ]);
    expect(win.ym?.a?.filter((call) => call[2] === analytics.GOALS.purchase)).toHaveLength(1);
  });

  it('counts pages shown by client-side navigation', () => {
    const { win } = started();
    analytics.trackPageView('http://shop/personal/basket/', 'http://shop/');
    expect(win.ym?.a?.at(-1)).toEqual([12345678, 'hit', 'http://shop/personal/basket/', { referer: 'http://shop/' }]);
  });
});
