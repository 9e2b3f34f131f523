import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { baskets, couponUsages, coupons, sessions } from '../../../api/db/schema';
import { refusalMessage } from '../../support/envelope';
import { basketOf, offersOf, useBasketApi } from '../basket/basket-fixture';

const api = useBasketApi();
const offer = offersOf(api);
const attachedCoupons = async () => (await api().db.select({ c: baskets.couponId }).from(baskets)).map((r) => r.c);

async function browserWith(items: [string, number][]) {
  const browser = request.agent(api().app);
  for (const [key, quantity] of items) {
    basketOf(await browser.get('/api/basket/add/').query({ id: offer(key), quantity }));
  }
  return browser;
}
const setCoupon = (browser: ReturnType<typeof request.agent>, coupon: string) => browser.get('/api/basket/setCoupon/').query({ coupon });

describe('coupons on the basket', () => {
  it('applies SKIDKA10 typed in any case and with spaces: 10 % of the goods', async () => {
    const browser = await browserWith([
      ['bx-body:62', 2],
      ['bx-hat:44', 1],
    ]);
    const b = basketOf(await setCoupon(browser, ' skid ka10 '));
    expect(b).toMatchObject({ PRICE_WITHOUT_DISCOUNT: 2850.5, DISCOUNT: 285.05, PRICE: 2565.45 });
    expect(b.COUPON).toEqual({ CODE: 'SKIDKA10', DISCOUNT: 285.05 });
    expect(b.DELIVERY?.LEFT_FOR_FREE).toBe(4434.55);
    expect(basketOf(await browser.get('/api/basket/')).COUPON?.CODE).toBe('SKIDKA10');
  });

  it('refuses an unknown code (404) and attaches nothing', async () => {
    const browser = await browserWith([['bx-hat:44', 1]]);
    expect(refusalMessage(await setCoupon(browser, 'NETTAKOGO'), 404)).toBe('Промокод не найден');
    expect(await attachedCoupons()).toEqual([null]);
  });

  it('refuses an expired coupon and one not yet started', async () => {
    const browser = await browserWith([['bx-hat:44', 1]]);
    expect(refusalMessage(await setCoupon(browser, 'old2024'), 409)).toBe('Срок действия промокода истёк');
    const tomorrow = new Date(Date.now() + 86_400_000);
    await api().db.insert(coupons).values({ code: 'SKORO', kind: 'percent', value: 5, startsAt: tomorrow });
    expect(refusalMessage(await setCoupon(browser, 'skoro'), 409)).toBe('Промокод ещё не действует');
    expect(await attachedCoupons()).toEqual([null]);
  });

  it('MALYSH500: 500 р. off from 3 000 р., and 0 with the reason once the sum falls below', async () => {
    const small = await browserWith([['bx-hat:44', 1]]);
    expect(refusalMessage(await setCoupon(small, 'MALYSH500'), 409)).toBe('Промокод действует для заказа от 3\u00a0000\u00a0р.');

    const browser = await browserWith([['bx-body:62', 3]]);
    let b = basketOf(await setCoupon(browser, 'malysh500'));
    expect(b).toMatchObject({ PRICE_WITHOUT_DISCOUNT: 3600, DISCOUNT: 500, PRICE: 3100 });
    b = basketOf(await browser.get('/api/basket/minus/').query({ id: offer('bx-body:62') }));
    expect(b).toMatchObject({ PRICE_WITHOUT_DISCOUNT: 2400, DISCOUNT: 0, PRICE: 2400 });
    expect(b.COUPON).toEqual({
      CODE: 'MALYSH500',
      DISCOUNT: 0,
      MESSAGE: 'Промокод действует для заказа от 3\u00a0000\u00a0р.',
    });
  });

  it('LETO2025: 15 % on the capsule’s lines only, refused without them', async () => {
    const browser = await browserWith([['bx-hat:44', 1]]);
    expect(refusalMessage(await setCoupon(browser, 'LETO2025'), 409)).toBe('Промокод не действует на товары в корзине');
    basketOf(await browser.get('/api/basket/add/').query({ id: offer('bx-leto:80') }));
    const b = basketOf(await setCoupon(browser, 'leto 2025'));
    expect(b).toMatchObject({ PRICE_WITHOUT_DISCOUNT: 2450.5, DISCOUNT: 300, PRICE: 2150.5 });
  });

  it('caps a fixed coupon at the eligible sum', async () => {
    await api().db.insert(coupons).values({ code: 'BIG', kind: 'fixed', value: 1_000_000 });
    const browser = await browserWith([['bx-hat:44', 1]]);
    expect(basketOf(await setCoupon(browser, 'big'))).toMatchObject({ DISCOUNT: 450.5, PRICE: 0 });
  });

  it('refuses a coupon used up in total, and one this shopper already used', async () => {
    await api()
      .db.insert(coupons)
      .values([
        { code: 'ODIN', kind: 'percent', value: 5, totalLimit: 1, usedCount: 1 },
        { code: 'RAZ', kind: 'percent', value: 5, perCustomerLimit: 1 },
      ]);
    const browser = await browserWith([['bx-hat:44', 1]]);
    expect(refusalMessage(await setCoupon(browser, 'odin'), 409)).toBe('Промокод больше не действует');
    const [session] = await api().db.select({ id: sessions.id }).from(sessions);
    const [raz] = await api().db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, 'RAZ'));
    await api().db.insert(couponUsages).values({ couponId: raz!.id, sessionId: session!.id });
    expect(refusalMessage(await setCoupon(browser, 'raz'), 409)).toBe('Вы уже использовали этот промокод');
    // Another shopper may still use it.
    const other = await browserWith([['bx-hat:44', 1]]);
    expect(basketOf(await setCoupon(other, 'raz')).COUPON?.CODE).toBe('RAZ');
  });

  it('removes the coupon named in any case; refuses another or a missing one', async () => {
    const browser = await browserWith([['bx-hat:44', 1]]);
    basketOf(await setCoupon(browser, 'SKIDKA10'));
    expect(refusalMessage(await browser.get('/api/basket/removeCoupon/').query({ coupon: 'MALYSH500' }), 404)).toMatch(/не применён/);
    refusalMessage(await browser.get('/api/basket/removeCoupon/'), 400);
    const b = basketOf(await browser.get('/api/basket/removeCoupon/').query({ coupon: 'skidka 10' }));
    expect(b).toMatchObject({ COUPON: null, DISCOUNT: 0, PRICE: 450.5 });
  });

  it('refuses an empty code with 400, and any coupon on an empty basket without making a session', async () => {
    const browser = request.agent(api().app);
    refusalMessage(await setCoupon(browser, '   '), 400);
    refusalMessage(await browser.get('/api/basket/setCoupon/'), 400);
    expect(refusalMessage(await setCoupon(browser, 'SKIDKA10'), 409)).toBe('Промокод не действует на товары в корзине');
    expect((await api().db.select().from(sessions)).length).toBe(0);
  });
});

describe('demo coupons', () => {
  it('are seeded normalized, LETO2025 on the capsule', async () => {
    const rows = await api().db.select({ code: coupons.code, ids: coupons.sectionIds }).from(coupons);
    expect(rows.map((r) => r.code).sort()).toEqual(['LETO2025', 'MALYSH500', 'OLD2024', 'SKIDKA10']);
    expect(rows.find((r) => r.code === 'LETO2025')!.ids).toHaveLength(1);
  });
});
