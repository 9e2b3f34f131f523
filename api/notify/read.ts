/**
 * What a letter is written from, read when it is sent: the order as stored (lines, sums, delivery)
 * and the shop's name, contacts and requisites for the footer (shop_info, what the site's footer shows).
 */
import { asc, eq } from 'drizzle-orm';
import { shopInfo } from '../data/schema';
import type { Executor } from '../db/database';
import { deliveryMethods, pickupPoints } from '../delivery/schema';
import { orderItems, orders } from '../order/schema';

export interface LetterOrder {
  order: typeof orders.$inferSelect;
  items: (typeof orderItems.$inferSelect)[];
  deliveryName: string | null;
  pickupPoint: { city: string; address: string; schedule: string } | null;
}

export interface LetterShop {
  brandName: string;
  phone: string;
  email: string;
  requisites: string[];
}

export async function readLetterOrder(db: Executor, orderId: number): Promise<LetterOrder | null> {
  const [row] = await db
    .select({
      order: orders,
      deliveryName: deliveryMethods.name,
      city: pickupPoints.city,
      address: pickupPoints.address,
      schedule: pickupPoints.schedule,
    })
    .from(orders)
    .leftJoin(deliveryMethods, eq(deliveryMethods.code, orders.deliveryMethod))
    .leftJoin(pickupPoints, eq(pickupPoints.id, orders.pickupPointId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const pickupPoint = row.city === null ? null : { city: row.city, address: row.address!, schedule: row.schedule! };
  return { order: row.order, items, deliveryName: row.deliveryName, pickupPoint };
}

export async function readLetterShop(db: Executor): Promise<LetterShop | null> {
  const [row] = await db
    .select({ brandName: shopInfo.brandName, phone: shopInfo.phone, email: shopInfo.email, requisites: shopInfo.requisites })
    .from(shopInfo)
    .limit(1);
  return row ?? null;
}
