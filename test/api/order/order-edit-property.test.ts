/**
 * Random sequences of edits of a placed order (decision 048, fast-check): after each, every offer's
 * stock plus what the order holds of it is what it was when the order was placed, and the order's
 * money is what pricing its lines afresh gives (by the spec's rules, written out here: 10 % off from
 * 3 000 р. of goods, pickup 290 р. below 7 000 р. after the discount). A refused edit changes nothing.
 * Cancelling the order at the end gives back every unit and the coupon's use.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../api/db/database';
import { coupons } from '../../../api/db/schema';
import { DomainError } from '../../../api/http/errors';
import { cancelOrder, type OrderEditOperation } from '../../../api/order/service';
import { BY_STAFF } from './order-fixture';
import { edit, everything, insertCoupon, linesOf, orderRow, placeOrder, stocksOf, useEditApi, type EditShop } from './order-edit-fixture';

const api = useEditApi();

/** One operation as drawn: which kind, a number that picks a line or an offer, a quantity. */
const drawnOperation = fc.record({
  kind: fc.constantFrom('quantity', 'size', 'remove', 'add'),
  pick: fc.nat(),
  quantity: fc.integer({ min: 1, max: 6 }),
});
type Drawn = { kind: 'quantity' | 'size' | 'remove' | 'add'; pick: number; quantity: number };
const drawnEdits = fc.array(fc.array(drawnOperation, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 });

const offersOf = (shop: EditShop) => [shop.body62, shop.body68, shop.body74, shop.hat, shop.leto];

/** The drawn operation on the order's lines as they are now. */
function operation(d: Drawn, lineIds: number[], shop: EditShop): OrderEditOperation {
  const lineId = lineIds[d.pick % lineIds.length]!;
  const offers = offersOf(shop);
  if (d.kind === 'quantity') return { op: 'quantity', lineId, quantity: d.quantity };
  if (d.kind === 'remove') return { op: 'remove', lineId };
  // A size of the bodysuit: for a line of another product, a refusal to check too.
  if (d.kind === 'size') return { op: 'size', lineId, offerId: offers[d.pick % 3]! };
  return { op: 'add', offerId: offers[d.pick % offers.length]!, quantity: d.quantity };
}

/** Every offer's stock plus the order's quantity of it. */
async function unitsOf(db: Db, shop: EditShop, orderId: number): Promise<Record<number, number>> {
  const units = await stocksOf(db, offersOf(shop));
  for (const line of await linesOf(db, orderId)) units[line.offerId!] = (units[line.offerId!] ?? 0) + line.quantity;
  return units;
}

/** The spec's pricing of the order's lines, the coupon kept while the goods qualify. */
function freshPricing(lines: { priceKopecks: number; quantity: number }[], couponKept: boolean) {
  const gross = lines.reduce((s, l) => s + l.priceKopecks * l.quantity, 0);
  const coupon = couponKept && gross >= 300_000;
  const discount = coupon ? Math.round(gross / 10) : 0;
  const delivery = gross - discount >= 700_000 ? 0 : 29_000;
  return {
    goodsKopecks: gross,
    discountKopecks: discount,
    deliveryKopecks: delivery,
    totalKopecks: gross - discount + delivery,
    couponCode: coupon ? 'TEN' : null,
  };
}

describe('random edits of an order', () => {
  it('keep stock plus ordered units constant and the money equal to a fresh pricing of the lines', async () => {
    const { app, db, fixture: shop } = api();
    const couponId = await insertCoupon(db, 'TEN', 10, 300_000);
    const usedCount = async () => (await db.select().from(coupons).where(eq(coupons.id, couponId)))[0]!.usedCount;
    await fc.assert(
      fc.asyncProperty(drawnEdits, async (edits) => {
        const stockBefore = await stocksOf(db, offersOf(shop));
        const id = await placeOrder(
          app,
          db,
          shop,
          [
            [shop.body62, 2],
            [shop.hat, 1],
          ],
          { coupon: 'TEN' },
        );
        const units = await unitsOf(db, shop, id);
        let couponKept = true;
        for (const drawn of edits) {
          const lineIds = (await linesOf(db, id)).map((l) => l.id);
          const before = await everything(db, id, shop);
          try {
            await edit(
              db,
              id,
              drawn.map((d) => operation(d, lineIds, shop)),
            );
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            expect(await everything(db, id, shop)).toEqual(before);
            continue;
          }
          const lines = await linesOf(db, id);
          expect(await unitsOf(db, shop, id)).toEqual(units);
          const expected = freshPricing(lines, couponKept);
          couponKept = expected.couponCode !== null;
          expect(await orderRow(db, id)).toMatchObject(expected);
          expect(lines.reduce((s, l) => s + l.discountKopecks, 0)).toBe(expected.discountKopecks);
        }
        expect(await cancelOrder(db, id, BY_STAFF)).toBe('cancelled');
        expect(await stocksOf(db, offersOf(shop))).toEqual(stockBefore);
        expect(await usedCount()).toBe(0);
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
