import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { products, sections, sessions } from '../../../api/db/schema';
import { checkoutBody, errorOf, offersOf, orderOf, ordersOf, type Shopper, shopperWith, useOrderApi } from './order-fixture';

const api = useOrderApi();
const offer = offersOf(api);

async function placeOne(shopper: Shopper, key: string) {
  await shopper.get('/api/basket/add/').query({ id: offer(key), quantity: 1 });
  return orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(api().fixture.pointId)));
}
const get = (browser: Shopper, code: string) => browser.post(`/api/order/get/${code}/`).send({});

describe('an order is visible only to the browser that placed it', () => {
  it('POST /api/order/get/{code}/ answers the owner and 404 to anyone else', async () => {
    const owner = await shopperWith(api().app, []);
    const placed = await placeOne(owner, 'ox-body:62');
    expect(orderOf(await get(owner, placed.CODE))).toEqual(placed);
    expect(orderOf(await get(owner, placed.CODE.toLowerCase())).CODE).toBe(placed.CODE);

    const stranger = await shopperWith(api().app, [[offer('ox-hat:44'), 1]]);
    expect(errorOf(await get(stranger, placed.CODE), 404)).toBe('Заказ не найден');
    const sessionsBefore = await api().db.$count(sessions);
    expect(errorOf(await get(request.agent(api().app), placed.CODE), 404)).toBe('Заказ не найден');
    expect(await api().db.$count(sessions)).toBe(sessionsBefore);
  });

  it('drops the product link once its section is switched off, as for an inactive product', async () => {
    const owner = await shopperWith(api().app, []);
    const placed = await placeOne(owner, 'ox-body:62');
    expect(placed.ITEMS[0]!.PRODUCT.URL).not.toBeNull();
    const [product] = await api().db.select({ sectionId: products.sectionId }).from(products).where(eq(products.code, 'ox-body'));
    await api().db.update(sections).set({ active: false }).where(eq(sections.id, product!.sectionId));

    const read = orderOf(await get(owner, placed.CODE));
    expect(read.ITEMS[0]!.PRODUCT).toMatchObject({ CODE: 'ox-body', URL: null });
  });

  it('answers 404, not 400, for codes that cannot exist', async () => {
    const owner = await shopperWith(api().app, []);
    await placeOne(owner, 'ox-body:62');
    for (const code of ['ABC', 'O0I1O0I1O0', '2222222222', "'%20OR%201=1"]) {
      expect(errorOf(await get(owner, code), 404)).toBe('Заказ не найден');
    }
  });

  it('GET /api/order/list/ shows a browser its own orders only, newest first', async () => {
    const anna = await shopperWith(api().app, []);
    const first = await placeOne(anna, 'ox-body:62');
    const second = await placeOne(anna, 'ox-hat:44');
    const boris = await shopperWith(api().app, []);
    const his = await placeOne(boris, 'ox-leto:80');

    expect(ordersOf(await anna.get('/api/order/list/')).map((o) => o.CODE)).toEqual([second.CODE, first.CODE]);
    expect(ordersOf(await boris.get('/api/order/list/'))).toEqual([his]);
  });

  it('GET /api/order/list/ is empty for a browser without a session, and makes none', async () => {
    const before = await api().db.$count(sessions);
    expect(ordersOf(await request(api().app).get('/api/order/list/'))).toEqual([]);
    expect(await api().db.$count(sessions)).toBe(before);
  });
});
