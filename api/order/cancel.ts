import { asc, eq, sql } from 'drizzle-orm';
import type { CancelReason } from '../../shared/contract/order-constants';
import { returnStock } from '../catalog/service';
import { releaseForOrder } from '../certificate/service';
import { uncountCouponUse } from '../coupon/service';
import type { Db } from '../db/database';
import { enqueueOrderNotices } from '../notices/service';
import { couponUsages, orderItems, orders } from './schema';

/**
 * 'paid': a paid order is not cancelled here — its money has to go back first (a refund, issue 12
 * and the back office); 'shipped': nor one on its way (it comes back first); 'already_cancelled'
 * changes nothing, so calling twice is safe.
 */
export type CancelResult = 'cancelled' | 'already_cancelled' | 'paid' | 'shipped' | 'not_found';

/**
 * Cancels a waiting order in one transaction: its units back on sale, its coupon use no longer
 * counted, its gift certificate part back on the certificate (an open hold released, or a part
 * spent with payment on receipt returned). The order row is locked first, so a payment confirmed at
 * the same moment either turns it paid before (and this refuses) or finds it cancelled (and the
 * money is recorded for a refund, api/payment/confirm.ts). Locks then follow placement's order:
 * offers in id order, the coupon, the certificate. `reason` is what the order page tells the
 * shopper ('unpaid': «Заказ отменён: не оплачен вовремя»). The buyer's notices of it are written
 * in the same transaction: they leave only if the cancel commits.
 */
export async function cancelOrder(db: Db, orderId: number, reason: CancelReason | null = null): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return 'not_found';
    if (order.status === 'cancelled') return 'already_cancelled';
    if (order.status === 'paid') return 'paid';
    if (order.status === 'shipped') return 'shipped';

    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.offerId));
    for (const item of items) if (item.offerId !== null) await returnStock(tx, item.offerId, item.quantity);
    const uses = await tx.delete(couponUsages).where(eq(couponUsages.orderId, orderId)).returning({ couponId: couponUsages.couponId });
    for (const use of uses) await uncountCouponUse(tx, use.couponId);
    await releaseForOrder(tx, orderId);
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: reason, cancelledAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await enqueueOrderNotices(tx, { ...order, status: 'cancelled', cancelReason: reason }, 'cancelled');
    return 'cancelled';
  });
}
