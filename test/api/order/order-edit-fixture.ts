/**
 * Orders for the edit tests (api/order/edit/, decision 048): placed as a shopper places them, then
 * edited by the staff through editOrderLines; what an order, its offers and its history hold, read
 * back from the database to compare before and after.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../../api/db/database';
import { certificates, coupons, offers, orderEvents, orderItems, orders, outbox } from '../../../api/db/schema';
import { editOrderLines, markOrderPaid, bank, staff, type OrderEditOperation } from '../../../api/order/service';
import { useTestApi, type ApiEnv } from '../../support/database';
import { UNLIMITED_ORDERS } from '../certificate/certificate-fixture';
import { insertBasketFixtures } from '../basket/basket-fixture';
import { checkoutBody, firstPickupPoint, ORDER_FIXTURES, orderOf, shopperWith, type Target } from './order-fixture';

/** ORDER_FIXTURES (a 1 500 р. bodysuit in 62/68/74, a 450,50 р. hat, a 2 000 р. capsule piece) in `db`. */
export async function editShop(db: Db) {
  const { offerIds, productIds } = await insertBasketFixtures(db, ORDER_FIXTURES);
  const offer = (key: string) => offerIds.get(key)!;
  return {
    body62: offer('ox-body:62'),
    body68: offer('ox-body:68'),
    body74: offer('ox-body:74'),
    hat: offer('ox-hat:44'),
    leto: offer('ox-leto:80'),
    productIds,
    pointId: await firstPickupPoint(db),
  };
}

/** The edit shop, any number of orders; `env`: more of the api's settings (a fake acquirer's). */
export const useEditApi = (env: () => ApiEnv = () => ({})) =>
  useTestApi({ env: () => ({ ...UNLIMITED_ORDERS, ...env() }), prepare: (api) => editShop(api.db) });
export type EditShop = Awaited<ReturnType<typeof editShop>>;

/** A coupon on every section: `percent` off from `minSumKopecks` of goods. */
export async function insertCoupon(db: Db, code: string, percent: number, minSumKopecks = 0): Promise<number> {
  const [row] = await db.insert(coupons).values({ code, kind: 'percent', value: percent, minSumKopecks }).returning();
  return row!.id;
}

export interface Placing {
  coupon?: string;
  /** A certificate's code as shown, to pay part of it. */
  certificate?: string;
}

/** A pickup order paid by SBP, its link not opened yet: its id, code and the browser that placed it. */
export async function placeFor(app: Target, db: Db, shop: EditShop, lines: [number, number][], how: Placing = {}) {
  const shopper = await shopperWith(app, lines);
  if (how.coupon) expect((await shopper.get('/api/basket/setCoupon/').query({ coupon: how.coupon })).status).toBe(200);
  const body = checkoutBody(shop.pointId, how.certificate ? { certificate: how.certificate } : {});
  const placed = orderOf(await shopper.post('/api/order/checkout/').send(body));
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.code, placed.CODE));
  return { id: row!.id, code: placed.CODE, shopper };
}

/** placeFor's order id. */
export const placeOrder = async (...args: Parameters<typeof placeFor>): Promise<number> => (await placeFor(...args)).id;

/** The bank's word that the order is paid (as an SBP notification turns it). */
export async function payOrder(db: Db, orderId: number): Promise<void> {
  await db.transaction(async (tx) => expect(await markOrderPaid(tx, orderId, bank('sandbox', `paid-${orderId}`))).toBe(true));
}

export const BY_MANAGER = staff('7');
/** Where the buyer's SMS sends them to pay a surcharge. */
export const EDIT_NOTICE = { publicUrl: 'https://shop.test' };

/** The staff's edit, in a transaction of its own. */
export const edit = (db: Db, orderId: number, operations: OrderEditOperation[]) =>
  db.transaction((tx) => editOrderLines(tx, orderId, operations, BY_MANAGER, EDIT_NOTICE));

export async function orderRow(db: Db, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export const linesOf = (db: Db, orderId: number) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

/** The line of `offerId` in the order (its id names it in an edit). */
export async function lineOf(db: Db, orderId: number, offerId: number): Promise<number> {
  const line = (await linesOf(db, orderId)).find((l) => l.offerId === offerId);
  return line!.id;
}

export async function stocksOf(db: Db, ids: readonly number[]): Promise<Record<number, number>> {
  const rows = await db
    .select({ id: offers.id, stock: offers.stock })
    .from(offers)
    .where(inArray(offers.id, [...ids]));
  return Object.fromEntries(rows.map((r) => [r.id, r.stock]));
}

export const editEventsOf = (db: Db, orderId: number) =>
  db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));

export const outboxOf = (db: Db, prefix: string) =>
  db
    .select()
    .from(outbox)
    .then((rows) => rows.filter((r) => r.dedupeKey.startsWith(prefix)));

export async function certificateBalance(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ balance: certificates.balanceKopecks }).from(certificates).where(eq(certificates.id, id));
  return row!.balance;
}

/** Everything an edit may change, to show that a refused one changed none of it. */
export async function everything(db: Db, orderId: number, shop: EditShop) {
  return {
    order: await orderRow(db, orderId),
    lines: await linesOf(db, orderId),
    stocks: await stocksOf(db, [shop.body62, shop.body68, shop.body74, shop.hat, shop.leto]),
    events: (await editEventsOf(db, orderId)).length,
    coupons: await db.select().from(coupons),
    outbox: (await db.select().from(outbox)).length,
  };
}
