import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { deliveryMethods, orders, sessions } from '../../../api/db/schema';
import { basketOf, draftOf, errorOf, offersOf, shopperWith, useOrderApi } from './order-fixture';

const api = useOrderApi();
const offer = offersOf(api);

describe('POST /api/order/ (the draft)', () => {
  it('offers both deliveries and both payments, not the pickup points (they come by city), without making a session', async () => {
    const draft = draftOf(await request(api().app).post('/api/order/').send({}));
    expect(draft.DELIVERY).toEqual([
      expect.objectContaining({ CODE: 'pickup', NAME: 'Пункт выдачи', BASE_PRICE: 290, FREE_FROM: 7000 }),
      expect.objectContaining({ CODE: 'courier', NAME: 'Курьером до двери', PRICE: 490, BASE_PRICE: 490, FREE_FROM: null }),
    ]);
    expect(draft.DELIVERY[0]!.DESCRIPTION).toContain('«Посылкин»');
    expect(draft.PAYMENT.map((p) => p.CODE)).toEqual(['sbp', 'cash']);
    expect(draft).not.toHaveProperty('PICKUP_POINTS');
    // Nothing to deliver yet.
    expect(draft).toMatchObject({ DELIVERY_PRICE: 0, TOTAL: 0, basket: { ITEMS: [], PRICE: 0 } });
    expect(await api().db.$count(sessions)).toBe(0);
  });

  it('prices pickup at 290 р. below the threshold and courier at 490 р.', async () => {
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 4]]);
    let draft = draftOf(await shopper.post('/api/order/').send({ delivery: 'pickup', payment: 'sbp' }));
    expect(draft.basket.PRICE).toBe(6000);
    expect(draft).toMatchObject({ DELIVERY_PRICE: 290, TOTAL: 6290 });
    expect(draft.DELIVERY.find((d) => d.CODE === 'pickup')!.PRICE).toBe(290);

    draft = draftOf(await shopper.post('/api/order/').send({ delivery: 'courier', name: '', phone: '12' }));
    expect(draft).toMatchObject({ DELIVERY_PRICE: 490, TOTAL: 6490 });
  });

  it('makes pickup free from 7 000 р. of goods after the coupon, never courier', async () => {
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 5]]);
    let draft = draftOf(await shopper.post('/api/order/').send({ delivery: 'pickup' }));
    expect(draft).toMatchObject({ DELIVERY_PRICE: 0, TOTAL: 7500 });
    expect(draft.DELIVERY.find((d) => d.CODE === 'courier')!.PRICE).toBe(490);

    // 7 500 − 10 % = 6 750: below the threshold again.
    basketOf(await shopper.get('/api/basket/setCoupon/').query({ coupon: 'SKIDKA10' }));
    draft = draftOf(await shopper.post('/api/order/').send({ delivery: 'pickup' }));
    expect(draft.basket).toMatchObject({ PRICE_WITHOUT_DISCOUNT: 7500, DISCOUNT: 750, PRICE: 6750 });
    expect(draft).toMatchObject({ DELIVERY_PRICE: 290, TOTAL: 7040 });
  });

  it('reads the one free-delivery threshold the basket reads: the pickup method', async () => {
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 4]]);
    let draft = draftOf(await shopper.post('/api/order/').send({}));
    expect(draft.basket.DELIVERY?.FREE_FROM).toBe(draft.DELIVERY[0]!.FREE_FROM);

    await api().db.update(deliveryMethods).set({ freeFromKopecks: 500_000 }).where(eq(deliveryMethods.code, 'pickup'));
    expect(basketOf(await shopper.get('/api/basket/')).DELIVERY).toEqual({ FREE_FROM: 5000, LEFT_FOR_FREE: 0 });
    draft = draftOf(await shopper.post('/api/order/').send({}));
    expect(draft.DELIVERY[0]!.FREE_FROM).toBe(5000);
    expect(draft).toMatchObject({ DELIVERY_PRICE: 0, TOTAL: 6000 });
  });

  it('promises no free delivery when the owner made pickup never free: not the spec’s 7 000 (issue 24)', async () => {
    await api().db.update(deliveryMethods).set({ freeFromKopecks: null }).where(eq(deliveryMethods.code, 'pickup'));
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 4]]);
    expect(basketOf(await shopper.get('/api/basket/')).DELIVERY).toBeNull();
    // A basket without lines reads the threshold alone.
    expect(basketOf(await request(api().app).get('/api/basket/')).DELIVERY).toBeNull();
    const draft = draftOf(await shopper.post('/api/order/').send({ delivery: 'pickup' }));
    expect(draft).toMatchObject({ DELIVERY_PRICE: 290, TOTAL: 6290 });
    const info = await request(api().app).get('/api/data/getStaticInfo/').expect(200);
    expect(info.body.data.FREE_DELIVERY_FROM).toBeNull();
  });

  it('refuses a delivery or payment it does not know (400), saving nothing', async () => {
    const shopper = await shopperWith(api().app, [[offer('ox-hat:44'), 1]]);
    expect(errorOf(await shopper.post('/api/order/').send({ delivery: 'drone' }), 400)).toBe(
      'Выберите способ доставки: пункт выдачи или курьер',
    );
    expect(errorOf(await shopper.post('/api/order/').send({ payment: 'card' }), 400)).toBe('Выберите способ оплаты: СБП или при получении');
    expect(await api().db.$count(orders)).toBe(0);
    expect(basketOf(await shopper.get('/api/basket/')).TOTAL_QUANTITY).toBe(1);
  });
});
