/**
 * What an edit of an order's lines refuses (decision 048): each with its Russian reason, and each
 * leaving the order, its lines, the stock, the coupons, its history and the outbox as they were,
 * the operations before the refused one included (all or none). And an SBP link already out for
 * the order's sum keeps that sum from changing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, products } from '../../../api/db/schema';
import { cancelOrder, changeStatus, type OrderEditOperation } from '../../../api/order/service';
import { BY_STAFF, type Shopper } from './order-fixture';
import {
  BY_MANAGER,
  edit,
  everything,
  lineOf,
  orderRow,
  payOrder,
  placeFor,
  placeOrder,
  useEditApi,
  type EditShop,
} from './order-edit-fixture';
import type { Db } from '../../../api/db/database';

const api = useEditApi();

/** The edit is refused with `status` and a message matching `message`, and nothing changed. */
async function expectRefused(db: Db, shop: EditShop, id: number, operations: OrderEditOperation[], status: number, message: RegExp) {
  const before = await everything(db, id, shop);
  await expect(edit(db, id, operations)).rejects.toMatchObject({ status, message: expect.stringMatching(message) });
  expect(await everything(db, id, shop)).toEqual(before);
}

/** An order of two 62 bodysuits and a hat. */
async function twoLines(app: Parameters<typeof placeOrder>[0], db: Db, shop: EditShop) {
  const id = await placeOrder(app, db, shop, [
    [shop.body62, 2],
    [shop.hat, 1],
  ]);
  return { id, body: await lineOf(db, id, shop.body62), hat: await lineOf(db, id, shop.hat) };
}

describe('an edit refused', () => {
  it('once the order has shipped', async () => {
    const { app, db, fixture: shop } = api();
    const { id, body } = await twoLines(app, db, shop);
    await payOrder(db, id);
    await db.transaction((tx) => changeStatus(tx, id, 'shipped', { actor: BY_MANAGER, trackingNumber: 'RA123456789RU' }));
    await expectRefused(
      db,
      shop,
      id,
      [{ op: 'quantity', lineId: body, quantity: 1 }],
      409,
      /^Заказ в статусе «Отправлен»: его состав можно менять только до отправки$/u,
    );
  });

  it('once the order is cancelled', async () => {
    const { app, db, fixture: shop } = api();
    const { id, body } = await twoLines(app, db, shop);
    expect(await cancelOrder(db, id, BY_STAFF)).toBe('cancelled');
    await expectRefused(db, shop, id, [{ op: 'quantity', lineId: body, quantity: 1 }], 409, /«Отменён»/u);
  });

  it('for more than the stock and the order hold together', async () => {
    const { app, db, fixture: shop } = api();
    const { id, body } = await twoLines(app, db, shop);
    await expectRefused(
      db,
      shop,
      id,
      [{ op: 'quantity', lineId: body, quantity: 11 }],
      409,
      /^Товара «Товар ox-body», размер 62, можно оставить в заказе не больше 10 шт\.$/u,
    );
  });

  it('for a size of another product', async () => {
    const { app, db, fixture: shop } = api();
    const { id, body } = await twoLines(app, db, shop);
    await expectRefused(
      db,
      shop,
      id,
      [{ op: 'size', lineId: body, offerId: shop.leto }],
      409,
      /^Размер можно заменить только на другой размер того же товара$/u,
    );
  });

  it('for a product no longer on sale', async () => {
    const { app, db, fixture: shop } = api();
    const { id } = await twoLines(app, db, shop);
    await db
      .update(products)
      .set({ active: false })
      .where(eq(products.id, shop.productIds.get('ox-leto')!));
    await expectRefused(
      db,
      shop,
      id,
      [{ op: 'add', offerId: shop.leto, quantity: 1 }],
      409,
      /^Товар «Товар ox-leto», размер 80, больше не продаётся$/u,
    );
  });

  it('for growing a line whose product went off sale, while lowering it still goes', async () => {
    const { app, db, fixture: shop } = api();
    const { id, body } = await twoLines(app, db, shop);
    await db
      .update(products)
      .set({ active: false })
      .where(eq(products.id, shop.productIds.get('ox-body')!));
    await expectRefused(db, shop, id, [{ op: 'quantity', lineId: body, quantity: 3 }], 409, /больше не продаётся/u);
    expect((await edit(db, id, [{ op: 'quantity', lineId: body, quantity: 1 }])).totals.goodsKopecks).toBe(195_050);
  });

  it('for an order left without lines: cancel it instead', async () => {
    const { app, db, fixture: shop } = api();
    const { id, body, hat } = await twoLines(app, db, shop);
    await expectRefused(
      db,
      shop,
      id,
      [
        { op: 'remove', lineId: body },
        { op: 'remove', lineId: hat },
      ],
      409,
      /^В заказе не останется товаров — если покупатель отказался от всего, отмените заказ$/u,
    );
  });

  it('whole, when a later operation of the call is refused', async () => {
    const { app, db, fixture: shop } = api();
    const { id, body, hat } = await twoLines(app, db, shop);
    await expectRefused(
      db,
      shop,
      id,
      [
        { op: 'quantity', lineId: body, quantity: 5 },
        { op: 'remove', lineId: hat },
        { op: 'add', offerId: shop.body74, quantity: 1 },
      ],
      409,
      /^Товар «Товар ox-body», размер 74, закончился$/u,
    );
  });

  it('for a line the order does not have, an offer already in it, and an unknown offer', async () => {
    const { app, db, fixture: shop } = api();
    const { id } = await twoLines(app, db, shop);
    await expectRefused(db, shop, id, [{ op: 'remove', lineId: 999_999 }], 404, /^Строки 999999 нет в заказе/u);
    await expectRefused(
      db,
      shop,
      id,
      [{ op: 'add', offerId: shop.hat, quantity: 1 }],
      409,
      /уже есть в заказе — измените количество в его строке$/u,
    );
    await expectRefused(db, shop, id, [{ op: 'add', offerId: 999_999, quantity: 1 }], 404, /^Товар не найден$/u);
  });

  it('for an unknown order', async () => {
    const { db } = api();
    await expect(edit(db, 999_999, [{ op: 'remove', lineId: 1 }])).rejects.toMatchObject({ status: 404, message: 'Заказ не найден' });
  });
});

describe('an unpaid SBP order and its payment link', () => {
  /** The shopper's page of paying it, as the storefront opens it; answers the payment row it made. */
  async function openLink(db: Db, shopper: Shopper, code: string, id: number) {
    expect((await shopper.get(`/api/order/getPaymentByOrderCode/${code}/`)).status).toBe(200);
    const [row] = await db.select().from(payments).where(eq(payments.orderId, id));
    return row!;
  }

  it('keeps its sum while a link for it is out, and lets a size be swapped', async () => {
    const { app, db, fixture: shop } = api();
    const { id, code, shopper } = await placeFor(app, db, shop, [[shop.body62, 2]]);
    expect((await openLink(db, shopper, code, id)).amountKopecks).toBe(329_000);
    const body = await lineOf(db, id, shop.body62);
    await expectRefused(
      db,
      shop,
      id,
      [{ op: 'quantity', lineId: body, quantity: 1 }],
      409,
      /^Покупателю уже выдана ссылка на оплату по СБП на прежнюю сумму/u,
    );
    expect((await edit(db, id, [{ op: 'size', lineId: body, offerId: shop.body68 }])).totals.totalKopecks).toBe(329_000);
  });

  it('is asked the new sum by a link opened after an edit', async () => {
    const { app, db, fixture: shop } = api();
    const { id, code, shopper } = await placeFor(app, db, shop, [[shop.body62, 2]]);
    await edit(db, id, [{ op: 'quantity', lineId: await lineOf(db, id, shop.body62), quantity: 1 }]);
    expect((await openLink(db, shopper, code, id)).amountKopecks).toBe(179_000);
    expect((await orderRow(db, id)).totalKopecks).toBe(179_000);
  });
});
