import { sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { basketOf, checkoutBody, errorOf, offersOf, orderOf, ordersOf } from '../order/order-fixture';
import { ANNA, login, register, useProfileApi } from './profile-fixture';

const api = useProfileApi();
const offer = offersOf(api);
const product = (code: string) => api().fixture.productIds.get(code)!;
const forget = () => api().db.execute(sql`DELETE FROM rate_limits`);

const wishlistIds = async (browser: ReturnType<typeof request.agent>) =>
  ((await browser.get('/api/wishlist/')).body.data.ITEMS as { ID: number }[]).map((i) => i.ID).sort();
const lines = async (browser: ReturnType<typeof request.agent>) =>
  basketOf(await browser.get('/api/basket/')).ITEMS.map((i) => [i.ID, i.QUANTITY]);

describe('guest to account', () => {
  it('brings the guest basket, favourites and orders into the account, and shows them in another browser', async () => {
    const guest = request.agent(api().app);
    await guest.get('/api/basket/add/').query({ id: offer('ox-body:62'), quantity: 1 });
    const placed = orderOf(await guest.post('/api/order/checkout/').send(checkoutBody(api().fixture.pointId)));
    await guest.get('/api/basket/add/').query({ id: offer('ox-hat:44'), quantity: 2 });
    await guest.get('/api/wishlist/').query({ id: product('ox-leto') });

    await register(guest);
    expect(await lines(guest)).toEqual([[offer('ox-hat:44'), 2]]);
    expect(await wishlistIds(guest)).toEqual([product('ox-leto')]);
    expect(ordersOf(await guest.get('/api/order/list/')).map((o) => o.CODE)).toEqual([placed.CODE]);

    await forget();
    const laptop = request.agent(api().app);
    await laptop.get('/api/wishlist/').query({ id: product('ox-body') });
    await login(laptop);
    expect(await lines(laptop)).toEqual([[offer('ox-hat:44'), 2]]);
    expect(await wishlistIds(laptop)).toEqual([product('ox-body'), product('ox-leto')].sort());
    expect(ordersOf(await laptop.get('/api/order/list/')).map((o) => o.CODE)).toEqual([placed.CODE]);
    expect(orderOf(await laptop.post(`/api/order/get/${placed.CODE}/`).send({})).CODE).toBe(placed.CODE);

    // One basket for both browsers: a change in one is seen in the other.
    await laptop.get('/api/basket/plus/').query({ id: offer('ox-hat:44') });
    expect(await lines(guest)).toEqual([[offer('ox-hat:44'), 3]]);

    const stranger = request.agent(api().app);
    expect(errorOf(await stranger.post(`/api/order/get/${placed.CODE}/`).send({}), 404)).toBe('Заказ не найден');
    await forget();
    await register(stranger, '+7 999 111-22-33', 'Борис');
    expect(errorOf(await stranger.post(`/api/order/get/${placed.CODE}/`).send({}), 404)).toBe('Заказ не найден');
    expect(ordersOf(await stranger.get('/api/order/list/'))).toEqual([]);
  });

  it('caps merged quantities by the stock', async () => {
    const phone = request.agent(api().app);
    await register(phone);
    await phone.get('/api/basket/add/').query({ id: offer('ox-body:68'), quantity: 2 });
    await phone.post('/api/profile/logout/').send({});
    expect(await lines(phone)).toEqual([]);

    await forget();
    const guest = request.agent(api().app);
    await guest.get('/api/basket/add/').query({ id: offer('ox-body:68'), quantity: 3 });
    await login(guest, ANNA);
    expect(await lines(guest)).toEqual([[offer('ox-body:68'), 3]]);
  });

  it('places an order signed in as the account’s, seen from another browser', async () => {
    const phone = request.agent(api().app);
    await register(phone);
    await phone.get('/api/basket/add/').query({ id: offer('ox-hat:44'), quantity: 1 });
    const placed = orderOf(await phone.post('/api/order/checkout/').send(checkoutBody(api().fixture.pointId)));
    await forget();
    const laptop = request.agent(api().app);
    await login(laptop);
    expect(ordersOf(await laptop.get('/api/order/list/')).map((o) => o.CODE)).toEqual([placed.CODE]);
    expect(await lines(laptop)).toEqual([]);
  });
});
