import { eq } from 'drizzle-orm';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { basketItems, couponUsages, coupons, orderItems, orders, products, sessions } from '../../../api/db/schema';
import {
  basketOf,
  checkoutBody,
  confirmPhoneFor,
  errorOf,
  offersOf,
  orderOf,
  type Shopper,
  shopperWith,
  stockOf,
  useOrderApi,
} from './order-fixture';
import { setStock } from '../basket/basket-fixture';

const api = useOrderApi();
const offer = offersOf(api);

const place = (shopper: Shopper, overrides: Parameters<typeof checkoutBody>[1] = {}) =>
  shopper.post('/api/order/checkout/').send(checkoutBody(api().fixture.pointId, overrides));

describe('POST /api/order/checkout/ refuses, changing nothing', () => {
  let shopper: Shopper;
  beforeEach(async () => {
    shopper = await shopperWith(api().app, [
      [offer('ox-body:62'), 2],
      [offer('ox-hat:44'), 1],
    ]);
  });
  async function expectUnchanged() {
    expect(await api().db.$count(orders)).toBe(0);
    expect(await stockOf(api().db, offer('ox-body:62'))).toBe(10);
    expect(await stockOf(api().db, offer('ox-hat:44'))).toBe(20);
    expect(basketOf(await shopper.get('/api/basket/')).TOTAL_QUANTITY).toBe(3);
  }

  it('without the personal-data consent (400)', async () => {
    expect(errorOf(await place(shopper, { consent: false }), 400)).toBe('Нужно согласие на обработку персональных данных');
    await expectUnchanged();
  });

  it('with a phone that is not 10 digits, or 11 starting with 7 or 8 (400)', async () => {
    for (const phone of ['12345', '+1 (916) 123-45-67', '9161234567890', '']) {
      expect(errorOf(await place(shopper, { phone }), 400)).toMatch(/^(Проверьте номер телефона|Укажите телефон)/);
    }
    await expectUnchanged();
  });

  it('without a name, with a bad e-mail or without an idempotency key (400)', async () => {
    expect(errorOf(await place(shopper, { name: '  ' }), 400)).toBe('Укажите имя');
    expect(errorOf(await place(shopper, { email: 'anna@' }), 400)).toBe('Проверьте адрес электронной почты');
    expect(errorOf(await place(shopper, { idempotencyKey: '' }), 400)).toMatch(/idempotencyKey/);
    await expectUnchanged();
  });

  it('to a pickup point it does not know or did not get (404, 400)', async () => {
    expect(errorOf(await place(shopper, { pickupPointId: 987_654 }), 404)).toBe('Пункт выдачи не найден — выберите другой');
    expect(errorOf(await place(shopper, { pickupPointId: undefined }), 400)).toBe('Выберите пункт выдачи');
    await expectUnchanged();
  });

  it('by courier without an address (400)', async () => {
    const message = errorOf(await place(shopper, { delivery: 'courier', pickupPointId: undefined, address: ' ' }), 400);
    expect(message).toBe('Укажите адрес доставки: город, улицу, дом и квартиру');
    await expectUnchanged();
  });

  it('with a line sold out since it was added (409)', async () => {
    await setStock(api().db, offer('ox-hat:44'), 0);
    expect(errorOf(await place(shopper), 409)).toBe('Товар «Товар ox-hat», размер 44, закончился');
    expect(await api().db.$count(orders)).toBe(0);
    expect(await stockOf(api().db, offer('ox-body:62'))).toBe(10);
  });

  it('with a line over the stock left (409)', async () => {
    await setStock(api().db, offer('ox-body:62'), 1);
    expect(errorOf(await place(shopper), 409)).toBe('Товара «Товар ox-body», размер 62, в наличии только 1 шт.');
    expect(await api().db.$count(orders)).toBe(0);
    expect(await stockOf(api().db, offer('ox-body:62'))).toBe(1);
    expect(await stockOf(api().db, offer('ox-hat:44'))).toBe(20);
  });

  it('with a product taken off sale (409)', async () => {
    await api().db.update(products).set({ active: false }).where(eq(products.code, 'ox-hat'));
    expect(errorOf(await place(shopper), 409)).toBe('Товар «Товар ox-hat», размер 44, больше не продаётся');
    expect(await api().db.$count(orders)).toBe(0);
  });

  it('with a coupon that stopped applying after it was attached (409)', async () => {
    basketOf(await shopper.get('/api/basket/setCoupon/').query({ coupon: 'skidka10' }));
    await api()
      .db.update(coupons)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(coupons.code, 'SKIDKA10'));
    expect(errorOf(await place(shopper), 409)).toBe('Промокод «SKIDKA10» не применён: срок действия промокода истёк');
    await expectUnchanged();
    expect(await api().db.$count(couponUsages)).toBe(0);
  });

  it('with an empty basket (409), and for a browser without a session makes none', async () => {
    for (const key of ['ox-body:62', 'ox-hat:44']) await shopper.get('/api/basket/remove/').query({ id: offer(key) });
    expect(errorOf(await place(shopper), 409)).toBe('Корзина пуста — добавьте товары, чтобы оформить заказ');
    const sessionsBefore = await api().db.$count(sessions);
    expect(errorOf(await place(request.agent(api().app)), 409)).toBe('Корзина пуста — добавьте товары, чтобы оформить заказ');
    expect(await api().db.$count(sessions)).toBe(sessionsBefore);
    expect(await api().db.$count(orders)).toBe(0);
  });
});

describe('POST /api/order/checkout/ places the order', () => {
  it('to a pickup point with SBP: the order, stock taken, the basket emptied', async () => {
    const shopper = await shopperWith(api().app, [
      [offer('ox-body:62'), 2],
      [offer('ox-hat:44'), 3],
    ]);
    basketOf(await shopper.get('/api/basket/setGift/').query({ wrap: 'Y', message: 'С днём рождения!', noPrices: 'Y' }));
    const order = orderOf(await place(shopper, { phone: '8 916 123 45 67', comment: 'Позвоните заранее' }));

    expect(order.CODE).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{10}$/);
    expect(order).toMatchObject({
      KIND: 'checkout',
      STATUS: 'new',
      STATUS_NAME: 'Ожидает оплаты',
      PAID_AT: null,
      PRICE_WITHOUT_DISCOUNT: 4351.5,
      DISCOUNT: 0,
      DELIVERY_PRICE: 290,
      PRICE: 4641.5,
      TOTAL_QUANTITY: 5,
      COUPON: null,
      CONTACT: { NAME: 'Анна Петрова', PHONE: '+7 (916) 123-4567', EMAIL: 'anna@example.ru' },
      DELIVERY: { METHOD: 'pickup', NAME: 'Пункт выдачи', ADDRESS: null, PICKUP_POINT: { ID: api().fixture.pointId } },
      PAYMENT: { METHOD: 'sbp', NAME: 'СБП', CAN_PAY: true, PAY_URL: `/personal/order/${order.CODE}/sbp/` },
      GIFT: { WRAP: true, MESSAGE: 'С днём рождения!', NO_PRICES: true },
      COMMENT: 'Позвоните заранее',
    });
    expect(order.ITEMS).toEqual([
      expect.objectContaining({ ID: offer('ox-body:62'), SIZE: '62', QUANTITY: 2, PRICE: 1500, SUM: 3000 }),
      expect.objectContaining({ ID: offer('ox-hat:44'), SIZE: '44', QUANTITY: 3, PRICE: 450.5, SUM: 1351.5 }),
    ]);
    expect(order.ITEMS[0]!.OLD_PRICE).toBe(1800);
    expect(order.ITEMS[0]!.PRODUCT).toMatchObject({
      CODE: 'ox-body',
      NAME: 'Товар ox-body',
      URL: expect.stringMatching(/-ox-body-product\/$/),
    });

    expect(await stockOf(api().db, offer('ox-body:62'))).toBe(8);
    expect(await stockOf(api().db, offer('ox-hat:44'))).toBe(17);
    const [row] = await api().db.select().from(orders);
    expect(row).toMatchObject({ phone: '79161234567', totalKopecks: 464_150, goodsKopecks: 435_150 });
    const basket = basketOf(await shopper.get('/api/basket/'));
    expect(basket).toMatchObject({ ITEMS: [], COUPON: null, GIFT: { WRAP: false, MESSAGE: '', NO_PRICES: false } });
  });

  it('with a coupon: the discount shared over the lines to the kopeck, one use counted', async () => {
    const shopper = await shopperWith(api().app, [
      [offer('ox-body:62'), 1],
      [offer('ox-hat:44'), 3],
      [offer('ox-leto:80'), 1],
    ]);
    basketOf(await shopper.get('/api/basket/setCoupon/').query({ coupon: 'SKIDKA10' }));
    const order = orderOf(await place(shopper));
    // 1 500 + 1 351,50 + 2 000 = 4 851,50; 10 % = 485,15.
    expect(order).toMatchObject({
      PRICE_WITHOUT_DISCOUNT: 4851.5,
      DISCOUNT: 485.15,
      DELIVERY_PRICE: 290,
      PRICE: 4656.35,
      COUPON: 'SKIDKA10',
    });

    const items = await api().db.select().from(orderItems).orderBy(orderItems.id);
    expect(items.reduce((s, i) => s + i.discountKopecks, 0)).toBe(48_515);
    for (const item of items) {
      const share = (48_515 * item.priceKopecks * item.quantity) / 485_150;
      expect(Math.abs(item.discountKopecks - share)).toBeLessThan(1);
    }
    const [coupon] = await api().db.select().from(coupons).where(eq(coupons.code, 'SKIDKA10'));
    expect(coupon!.usedCount).toBe(1);
    const usages = await api().db.select().from(couponUsages);
    expect(usages).toEqual([expect.objectContaining({ couponId: coupon!.id })]);
    const [placed] = await api().db.select({ id: orders.id }).from(orders);
    expect(usages[0]!.orderId).toBe(placed!.id);
    expect(basketOf(await shopper.get('/api/basket/')).COUPON).toBeNull();
  });

  it('with a capsule coupon: only the capsule line carries the discount', async () => {
    const shopper = await shopperWith(api().app, [
      [offer('ox-body:62'), 1],
      [offer('ox-leto:80'), 2],
    ]);
    basketOf(await shopper.get('/api/basket/setCoupon/').query({ coupon: 'LETO2025' }));
    const order = orderOf(await place(shopper));
    expect(order).toMatchObject({ PRICE_WITHOUT_DISCOUNT: 5500, DISCOUNT: 600, PRICE: 5190 });
    const items = await api().db.select().from(orderItems).orderBy(orderItems.id);
    expect(items.map((i) => i.discountKopecks)).toEqual([0, 60_000]);
  });

  it('by courier paid on receipt: accepted, never free, nothing to pay online', async () => {
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 5]]);
    await confirmPhoneFor(api().db, shopper, '+7 (916) 123-45-67');
    const order = orderOf(
      await place(shopper, {
        delivery: 'courier',
        pickupPointId: undefined,
        address: 'Москва, ул. Лесная, д. 5, кв. 12',
        payment: 'cash',
        email: '',
      }),
    );
    expect(order).toMatchObject({
      STATUS: 'new',
      STATUS_NAME: 'Принят',
      PRICE_WITHOUT_DISCOUNT: 7500,
      DELIVERY_PRICE: 490,
      PRICE: 7990,
      CONTACT: { EMAIL: null },
      DELIVERY: {
        METHOD: 'courier',
        NAME: 'Курьером до двери',
        PICKUP_POINT: null,
        ADDRESS: 'Москва, ул. Лесная, д. 5, кв. 12',
      },
      PAYMENT: { METHOD: 'cash', NAME: 'При получении', CAN_PAY: false, PAY_URL: null },
    });
  });

  it('to a pickup point free from 7 000 р. of goods', async () => {
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 5]]);
    expect(orderOf(await place(shopper))).toMatchObject({ DELIVERY_PRICE: 0, PRICE: 7500 });
  });

  it('once for one idempotency key: a retry answers the same order', async () => {
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 2]]);
    const body = checkoutBody(api().fixture.pointId);
    const first = orderOf(await shopper.post('/api/order/checkout/').send(body));
    const again = orderOf(await shopper.post('/api/order/checkout/').send(body));
    expect(again).toEqual(first);
    expect(await api().db.$count(orders)).toBe(1);
    expect(await stockOf(api().db, offer('ox-body:62'))).toBe(8);
    // A new key is a new placement, and the basket is empty now.
    expect(errorOf(await place(shopper), 409)).toBe('Корзина пуста — добавьте товары, чтобы оформить заказ');
    expect(await api().db.select().from(basketItems)).toEqual([]);
  });
});
