import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { basketItems, products, sessions } from '../../../api/db/schema';
import { refusalMessage } from '../../support/envelope';
import { basketOf, offersOf, setStock, useBasketApi } from './basket-fixture';

const api = useBasketApi();
const offer = offersOf(api);
const productIds = () => api().fixture.productIds;

describe('GET /api/basket/', () => {
  it('is empty without a session and makes none', async () => {
    const res = await request(api().app).get('/api/basket/');
    const b = basketOf(res);
    expect(b).toMatchObject({ ITEMS: [], COUNT: 0, TOTAL_QUANTITY: 0, PRICE: 0, COUPON: null });
    expect(b.DELIVERY).toEqual({ FREE_FROM: 7000, LEFT_FOR_FREE: 7000 });
    expect(b.GIFT).toEqual({ WRAP: false, MESSAGE: '', NO_PRICES: false });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await api().db.select().from(sessions)).length).toBe(0);
  });

  it('adds, counts, plus, minus and removes, with totals in rubles', async () => {
    const browser = request.agent(api().app);
    const added = await browser.get('/api/basket/add/').query({ id: offer('bx-body:62'), quantity: 2 });
    expect(added.headers['set-cookie']?.[0]).toMatch(/^sid=.*HttpOnly/);
    let b = basketOf(added);
    expect(b.ITEMS).toEqual([
      {
        ID: offer('bx-body:62'),
        PRODUCT: {
          ID: productIds().get('bx-body'),
          CODE: 'bx-body',
          NAME: 'Товар bx-body',
          URL: `/shop/${productIds().get('bx-body')}-bx-body-product/`,
          PICTURE: '/images/bx-body.svg',
          COLOR: 'молочный',
        },
        SIZE: '62',
        QUANTITY: 2,
        PRICE: 1200,
        OLD_PRICE: 1500,
        SUM: 2400,
        AVAILABLE: true,
        MAX_QUANTITY: 5,
      },
    ]);
    b = basketOf(await browser.get('/api/basket/add/').query({ id: offer('bx-hat:44') }));
    expect(b).toMatchObject({
      COUNT: 2,
      TOTAL_QUANTITY: 3,
      PRICE_WITHOUT_DISCOUNT: 2850.5,
      DISCOUNT: 0,
      PRICE: 2850.5,
    });
    expect(b.DELIVERY).toEqual({ FREE_FROM: 7000, LEFT_FOR_FREE: 4149.5 });

    b = basketOf(await browser.get('/api/basket/plus/').query({ id: offer('bx-hat:44') }));
    expect(b.ITEMS[1]!.QUANTITY).toBe(2);
    b = basketOf(await browser.get('/api/basket/minus/').query({ id: offer('bx-body:62') }));
    expect(b.ITEMS[0]!.QUANTITY).toBe(1);
    b = basketOf(await browser.get('/api/basket/minus/').query({ id: offer('bx-body:62') }));
    expect(b.ITEMS.map((i) => i.ID)).toEqual([offer('bx-hat:44')]);
    b = basketOf(await browser.get('/api/basket/remove/').query({ id: offer('bx-hat:44') }));
    expect(b).toMatchObject({ ITEMS: [], COUNT: 0, PRICE: 0 });
    expect(basketOf(await browser.get('/api/basket/')).COUNT).toBe(0);
  });

  it('reaches free delivery: LEFT_FOR_FREE 0', async () => {
    const browser = request.agent(api().app);
    basketOf(await browser.get('/api/basket/add/').query({ id: offer('bx-body:62'), quantity: 5 }));
    const b = basketOf(await browser.get('/api/basket/add/').query({ id: offer('bx-body:68'), quantity: 1 }));
    expect(b.PRICE).toBe(7200);
    expect(b.DELIVERY?.LEFT_FOR_FREE).toBe(0);
  });

  it('never passes the stock: 409 in Russian and nothing changed', async () => {
    const browser = request.agent(api().app);
    basketOf(await browser.get('/api/basket/add/').query({ id: offer('bx-body:68') }));
    expect(refusalMessage(await browser.get('/api/basket/add/').query({ id: offer('bx-body:68'), quantity: 2 }), 409)).toBe(
      'Больше нет в наличии: в наличии 2 шт.',
    );
    basketOf(await browser.get('/api/basket/plus/').query({ id: offer('bx-body:68') }));
    refusalMessage(await browser.get('/api/basket/plus/').query({ id: offer('bx-body:68') }), 409);
    expect(basketOf(await browser.get('/api/basket/')).ITEMS[0]!.QUANTITY).toBe(2);
    expect(refusalMessage(await browser.get('/api/basket/add/').query({ id: offer('bx-body:74') }), 409)).toBe('Товара нет в наличии');
    expect(await api().db.$count(basketItems)).toBe(1);
  });

  it('reports a sold-out or deactivated line and leaves it out of the totals', async () => {
    const browser = request.agent(api().app);
    await browser.get('/api/basket/add/').query({ id: offer('bx-body:62'), quantity: 3 });
    await browser.get('/api/basket/add/').query({ id: offer('bx-hat:44') });
    await setStock(api().db, offer('bx-body:62'), 0);
    let b = basketOf(await browser.get('/api/basket/'));
    expect(b.ITEMS[0]).toMatchObject({ AVAILABLE: false, SUM: 0, MESSAGE: 'Нет в наличии' });
    expect(b).toMatchObject({ COUNT: 2, PRICE: 450.5, PRICE_WITHOUT_DISCOUNT: 450.5 });

    await setStock(api().db, offer('bx-body:62'), 2);
    b = basketOf(await browser.get('/api/basket/'));
    expect(b.ITEMS[0]).toMatchObject({ AVAILABLE: false, MAX_QUANTITY: 2 });
    expect(b.ITEMS[0]!.MESSAGE).toMatch(/только 2 шт/);
    // Lowering to the stock makes it count again.
    b = basketOf(await browser.get('/api/basket/minus/').query({ id: offer('bx-body:62') }));
    expect(b.ITEMS[0]).toMatchObject({ AVAILABLE: true, QUANTITY: 2, SUM: 2400 });

    await api()
      .db.update(products)
      .set({ active: false })
      .where(eq(products.id, productIds().get('bx-hat')!));
    b = basketOf(await browser.get('/api/basket/'));
    expect(b.ITEMS[1]).toMatchObject({ AVAILABLE: false, MESSAGE: 'Товар больше не продаётся' });
    expect(b.PRICE).toBe(2400);
  });

  it('keeps two browsers’ baskets apart', async () => {
    const one = request.agent(api().app);
    const two = request.agent(api().app);
    await one.get('/api/basket/add/').query({ id: offer('bx-body:62') });
    await two.get('/api/basket/add/').query({ id: offer('bx-hat:44'), quantity: 3 });
    expect(basketOf(await one.get('/api/basket/')).ITEMS.map((i) => i.ID)).toEqual([offer('bx-body:62')]);
    expect(basketOf(await two.get('/api/basket/')).TOTAL_QUANTITY).toBe(3);
    expect(basketOf(await request(api().app).get('/api/basket/')).COUNT).toBe(0);
  });

  it('sets gift options, only those given', async () => {
    const browser = request.agent(api().app);
    let b = basketOf(await browser.get('/api/basket/setGift/').query({ wrap: 'Y', message: ' С днём рождения! ' }));
    expect(b.GIFT).toEqual({ WRAP: true, MESSAGE: 'С днём рождения!', NO_PRICES: false });
    b = basketOf(await browser.get('/api/basket/setGift/').query({ noPrices: 'Y' }));
    expect(b.GIFT).toEqual({ WRAP: true, MESSAGE: 'С днём рождения!', NO_PRICES: true });
    b = basketOf(await browser.get('/api/basket/setGift/').query({ wrap: 'N', message: '' }));
    expect(b.GIFT).toEqual({ WRAP: false, MESSAGE: '', NO_PRICES: true });
    refusalMessage(await browser.get('/api/basket/setGift/').query({ message: 'я'.repeat(301) }), 400);
    refusalMessage(await browser.get('/api/basket/setGift/').query({ wrap: 'yes' }), 400);
    expect(basketOf(await browser.get('/api/basket/')).GIFT.NO_PRICES).toBe(true);
  });

  it('answers bad input with 400 and unknown offers with 404, changing nothing', async () => {
    const browser = request.agent(api().app);
    for (const query of [{}, { id: 'abc' }, { id: '1.5' }, { id: '-1' }, { id: '0' }]) {
      refusalMessage(await browser.get('/api/basket/add/').query(query), 400);
      refusalMessage(await browser.get('/api/basket/plus/').query(query), 400);
      refusalMessage(await browser.get('/api/basket/minus/').query(query), 400);
      refusalMessage(await browser.get('/api/basket/remove/').query(query), 400);
    }
    refusalMessage(await browser.get('/api/basket/add/').query({ id: offer('bx-hat:44'), quantity: '0' }), 400);
    refusalMessage(await browser.get('/api/basket/add/').query({ id: offer('bx-hat:44'), quantity: 'two' }), 400);
    expect(refusalMessage(await browser.get('/api/basket/add/').query({ id: 999_999 }), 404)).toBe('Товар не найден');
    refusalMessage(await browser.get('/api/basket/plus/').query({ id: offer('bx-hat:44') }), 404);
    refusalMessage(await browser.get('/api/basket/minus/').query({ id: offer('bx-hat:44') }), 404);
    refusalMessage(await browser.get('/api/basket/remove/').query({ id: offer('bx-hat:44') }), 404);
    expect((await api().db.select().from(sessions)).length).toBe(0);
    expect(await api().db.$count(basketItems)).toBe(0);
  });

  it('marks error answers private too, so that no shared cache keeps them', async () => {
    const browser = request.agent(api().app);
    const bad = await browser.get('/api/basket/add/').query({ id: 'abc' });
    refusalMessage(bad, 400);
    expect(bad.headers['cache-control']).toBe('private, no-store');
    const missing = await browser.get('/api/basket/add/').query({ id: 999_999 });
    refusalMessage(missing, 404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
  });

  it('20 parallel adds of the last units never pass the stock', async () => {
    const first = await request(api().app)
      .get('/api/basket/add/')
      .query({ id: offer('bx-body:62') });
    const cookie = first.headers['set-cookie']![0]!.split(';')[0]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(api().app)
          .get('/api/basket/add/')
          .set('Cookie', cookie)
          .query({ id: offer('bx-body:62') }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(4);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(16);
    const [line] = await api().db.select().from(basketItems);
    expect(line!.quantity).toBe(5);
  });

  it('parallel changes of one basket lose none: each line ends at its sum, each answer shows the basket after its own change', async () => {
    // Each change reads its line and the basket row under the basket's lock: one read before the
    // lock would let two adds write the same quantity, and an answer read outside it would repeat a total.
    const first = await request(api().app)
      .get('/api/basket/add/')
      .query({ id: offer('bx-hat:44') });
    const cookie = first.headers['set-cookie']![0]!.split(';')[0]!;
    const call = (path: string, query: Record<string, string | number>) => request(api().app).get(path).set('Cookie', cookie).query(query);
    const changes: request.Response[] = [];
    const change = async (path: string, id: number) => changes.push(await call(path, { id }));
    // Nine adds of the hat; two chains of «add the body, then plus» beside them; gift messages in between.
    const chain = async () => {
      await change('/api/basket/add/', offer('bx-body:62'));
      await change('/api/basket/plus/', offer('bx-body:62'));
    };
    const gifts = Array.from({ length: 3 }, (_, i) => call('/api/basket/setGift/', { message: `Открытка ${i}` }));
    await Promise.all([...Array.from({ length: 9 }, () => change('/api/basket/add/', offer('bx-hat:44'))), chain(), chain(), ...gifts]);

    // 13 changes of one unit each after the first add: each answer is the basket right after its own.
    expect(changes.map((r) => basketOf(r).TOTAL_QUANTITY).sort((x, y) => x - y)).toEqual(Array.from({ length: 13 }, (_, i) => i + 2));
    const lines = await api().db.select().from(basketItems);
    const quantity = (id: number) => lines.find((l) => l.offerId === id)?.quantity;
    expect(quantity(offer('bx-hat:44'))).toBe(10);
    expect(quantity(offer('bx-body:62'))).toBe(4);
    const after = basketOf(await call('/api/basket/', {}));
    expect(after.TOTAL_QUANTITY).toBe(14);
    expect(after.GIFT.MESSAGE).toMatch(/^Открытка [012]$/);
  });
});
