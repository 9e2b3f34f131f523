/**
 * The carrier's word on a shipment applied (issue 25, decision 060), whoever brought it (a verified
 * webhook, the poll job): the shipment's row records it, and the order moves through the lifecycle,
 * which sends the notices it always sends. A parcel given its number ships the order (a hand-over
 * that waited for it), one delivered delivers it, one brought back returns it; other states are only
 * recorded. Told twice, the order moves once: the lifecycle refuses a status it already has.
 */
import type { OrderStatus } from '../../shared/contract/order-constants';
import type { Db, Executor } from '../db/database';
import { changeStatus, isStatusRefusal, type Actor } from '../order/service';
import type { CarrierShipment } from '../providers/delivery/types';
import { lockShipment, recordWord } from './queries';

export type TrackResult = 'moved' | 'recorded';

/** True when the order changed; false when the lifecycle found it elsewhere (moved already, cancelled, refunded). */
async function move(tx: Executor, orderId: number, to: OrderStatus, actor: Actor, trackingNumber?: string): Promise<boolean> {
  try {
    await changeStatus(tx, orderId, to, { actor, trackingNumber });
    return true;
  } catch (error) {
    if (isStatusRefusal(error)) return false;
    throw error;
  }
}

export async function applyCarrierWord(
  db: Db,
  shipmentId: number,
  word: CarrierShipment,
  heard: 'noticed' | 'checked',
  actor: Actor,
): Promise<TrackResult> {
  return db.transaction(async (tx) => {
    const row = await lockShipment(tx, shipmentId);
    if (!row) return 'recorded';
    await recordWord(tx, row.id, word, heard);
    const number = word.trackingNumber ?? row.trackingNumber;
    let moved = false;
    if (row.trackingNumber === null && number !== null && word.state !== 'cancelled')
      moved = await move(tx, row.orderId, 'shipped', actor, number);
    if (word.state === 'delivered') moved = (await move(tx, row.orderId, 'delivered', actor)) || moved;
    if (word.state === 'returned') moved = (await move(tx, row.orderId, 'returned', actor)) || moved;
    return moved ? 'moved' : 'recorded';
  });
}
