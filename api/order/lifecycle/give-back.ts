import { asc, eq } from 'drizzle-orm';
import { returnStock } from '../../catalog/service';
import { releaseForOrder } from '../../certificate/service';
import { uncountCouponUse } from '../../coupon/service';
import type { Executor } from '../../db/database';
import { couponUsages, orderItems } from '../schema';

/**
 * What an order that will not go out gives back, inside the change's transaction, after its row
 * was locked and changed (so once, whoever asks twice): its units back on sale, its coupon use no
 * longer counted, its gift certificate part back on the certificate (an open hold released, or a
 * part spent returned). Locks follow placement's order: offers in id order, the coupon, the certificate.
 */
export async function giveBack(tx: Executor, orderId: number): Promise<void> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.offerId));
  for (const item of items) if (item.offerId !== null) await returnStock(tx, item.offerId, item.quantity);
  const uses = await tx.delete(couponUsages).where(eq(couponUsages.orderId, orderId)).returning({ couponId: couponUsages.couponId });
  for (const use of uses) await uncountCouponUse(tx, use.couponId);
  await releaseForOrder(tx, orderId);
}
