/**
 * What a letter is written from, read when it is sent: the order as stored (its page's reading:
 * lines, sums, delivery) and the shop's name, contacts and requisites for the footer (shop_info,
 * what the site's footer shows). Read once for all the letters of one event (`shared`).
 */
import { shopInfo } from '../content/schema';
import { shopInfoRow } from '../content/service';
import type { Executor } from '../db/database';
import type { OrderRecord } from '../order/model/record';
import type { SharedReads } from '../outbox/service';

export type LetterOrder = Pick<OrderRecord, 'order' | 'items' | 'deliveryName' | 'pickupPoint'>;

/**
 * How a letter reads its order: the order's own reading (order/service's findOrderById), handed in
 * by the job that sends letters, so that the notices never import the order domain, which writes them.
 */
export type OrderReader = (db: Executor, orderId: number) => Promise<LetterOrder | null>;

export type LetterShop = Pick<typeof shopInfo.$inferSelect, 'brandName' | 'phone' | 'email' | 'requisites'>;

export function readLetterOrder(db: Executor, orderId: number, shared: SharedReads, read: OrderReader): Promise<LetterOrder | null> {
  return shared.once(`order:${orderId}`, () => read(db, orderId));
}

export function readLetterShop(db: Executor, shared: SharedReads): Promise<LetterShop | null> {
  return shared.once('shop_info', () => shopInfoRow(db));
}
