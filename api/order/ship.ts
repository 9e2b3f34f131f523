import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { enqueueOrderNotices } from '../notices/service';
import { enqueueSettlementReceipt } from '../receipt/service';
import { orders } from './schema';
import { toPayKopecks } from './model/money';

/**
 * 'not_paid': an SBP order waiting for its money is not shipped; 'already_shipped' changes
 * nothing (not even a different tracking number: a parcel sent twice is for a person to sort out).
 */
export type ShipResult = 'shipped' | 'already_shipped' | 'not_paid' | 'cancelled' | 'not_found';

/** The courier company's parcel numbers: letters, digits and dashes, as they print them. */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/**
 * Hands an order to the courier company: a paid order, or one paid on receipt, turns 'shipped'
 * with its tracking number, and the buyer's notices (SMS, letter) are written in the same
 * transaction. Until the back office exists, `npm run order:ship -- <code> <tracking>` calls it.
 */
export async function markOrderShipped(db: Db, orderId: number, trackingNumber: string): Promise<ShipResult> {
  if (!TRACKING_NUMBER.test(trackingNumber))
    throw new Error(`трек-номер «${trackingNumber}»: ожидаются 4–40 латинских букв, цифр или дефисов`);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return 'not_found';
    if (order.status === 'shipped') return 'already_shipped';
    if (order.status === 'cancelled') return 'cancelled';
    const onReceipt = order.paymentMethod === 'cash' || toPayKopecks(order) === 0;
    if (order.status === 'new' && !onReceipt) return 'not_paid';
    const [shipped] = await tx
      .update(orders)
      .set({ status: 'shipped', trackingNumber, shippedAt: new Date() })
      .where(eq(orders.id, orderId))
      .returning();
    await enqueueOrderNotices(tx, shipped!, 'shipped');
    // 54-FZ: the goods sold as prepaid are handed over now («чек зачёта предоплаты», decision 027).
    await enqueueSettlementReceipt(tx, orderId);
    return 'shipped';
  });
}
