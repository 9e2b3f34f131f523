import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { checkoutBody, confirmPhoneFor, newKey, offersOf, orderOf, type Shopper, shopperWith, stockOf, useOrderApi } from './order-fixture';

/**
 * A placed order's answer is built from the rows the placement wrote (decision 024), not read back:
 * it must be exactly what reading the order later shows, and a retry answers the same.
 */
const api = useOrderApi();
const offer = offersOf(api);

const readBack = async (shopper: Shopper, code: string) => orderOf(await shopper.post(`/api/order/get/${code}/`).send({}));

describe('the answer of a placed order is the order as stored', () => {
  it('to a pickup point with a coupon; a retry with the same key answers the same order', async () => {
    const shopper = await shopperWith(api().app, [
      [offer('ox-body:62'), 1],
      [offer('ox-hat:44'), 3],
    ]);
    expect((await shopper.get('/api/basket/setCoupon/').query({ coupon: 'SKIDKA10' })).status).toBe(200);
    const body = checkoutBody(api().fixture.pointId, { comment: 'Позвоните заранее' });
    const placed = orderOf(await shopper.post('/api/order/checkout/').send(body));
    expect(placed.ITEMS.map((i) => i.PRODUCT.URL)).toEqual([expect.stringMatching(/^\//), expect.stringMatching(/^\//)]);
    expect(placed.DELIVERY.PICKUP_POINT).not.toBeNull();
    expect(await readBack(shopper, placed.CODE)).toEqual(placed);
    expect(orderOf(await shopper.post('/api/order/checkout/').send(body))).toEqual(placed);
    // The stock was taken once, with the basket emptied in the same statement.
    expect(await stockOf(api().db, offer('ox-body:62'))).toBe(9);
    expect(await stockOf(api().db, offer('ox-hat:44'))).toBe(17);
  });

  it('by courier, paid on receipt', async () => {
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 2]]);
    await confirmPhoneFor(api().db, shopper, '+7 (916) 123-45-67');
    const body = checkoutBody(api().fixture.pointId, {
      delivery: 'courier',
      pickupPointId: undefined,
      address: 'Москва, ул. Ленина, д. 1, кв. 2',
      payment: 'cash',
    });
    const placed = orderOf(await shopper.post('/api/order/checkout/').send(body));
    expect(placed.DELIVERY.METHOD).toBe('courier');
    expect(await readBack(shopper, placed.CODE)).toEqual(placed);
  });

  it('one click, one offer from the product page', async () => {
    const browser = request.agent(api().app);
    await confirmPhoneFor(api().db, browser, '9031112233');
    const before = await stockOf(api().db, offer('ox-body:68'));
    const body = { name: 'Мария', phone: '9031112233', consent: true, idempotencyKey: newKey(), offerId: offer('ox-body:68'), quantity: 2 };
    const placed = orderOf(await browser.post('/api/order/fastOrder/').send(body));
    expect(await readBack(browser, placed.CODE)).toEqual(placed);
    expect(await stockOf(api().db, offer('ox-body:68'))).toBe(before - 2);
  });
});
