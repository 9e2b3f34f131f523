import type { OrderStatus } from '../../shared/contract/order-constants';
import type { Db } from '../db/database';
import { staff, type Actor } from './lifecycle/actor';
import { changeStatus } from './lifecycle/change';
import { isStatusRefusal } from './lifecycle/refusal';

/**
 * 'not_paid': an SBP order waiting for its money is not shipped; 'surcharge_due': nor one waiting
 * for the surcharge an edit asked (decision 051); 'already_shipped' changes nothing (not even a
 * different tracking number: a parcel sent twice is for a person to sort out).
 */
export type ShipResult = 'shipped' | 'already_shipped' | 'not_paid' | 'surcharge_due' | 'cancelled' | 'refunded' | 'not_found';

/** What a refusal answers, by the status the order was found in (paid and assembling only for a surcharge due). */
const REFUSED: Partial<Record<OrderStatus, ShipResult>> = {
  new: 'not_paid',
  paid: 'surcharge_due',
  assembling: 'surcharge_due',
  shipped: 'already_shipped',
  delivered: 'already_shipped',
  returned: 'already_shipped',
  cancelled: 'cancelled',
  partially_refunded: 'refunded',
  refunded: 'refunded',
};

/** The courier company's parcel numbers: letters, digits and dashes, as they print them. */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/**
 * Hands an order to the courier company: a paid order, or one paid on receipt, turns 'shipped'
 * with its tracking number through the lifecycle, which writes the buyer's notices (SMS, letter)
 * and the receipt at handover in the same transaction. The back office ships through changeStatus with
 * its audit row (api/admin/orders/); this is the handover without a person, for the carrier's
 * tracking to come (issue 25), answering why an order was not handed over rather than throwing.
 */
export async function markOrderShipped(db: Db, orderId: number, trackingNumber: string, actor: Actor = staff()): Promise<ShipResult> {
  if (!TRACKING_NUMBER.test(trackingNumber))
    throw new Error(`трек-номер «${trackingNumber}»: ожидаются 4–40 латинских букв, цифр или дефисов`);
  return db.transaction(async (tx) => {
    try {
      await changeStatus(tx, orderId, 'shipped', { actor, trackingNumber });
      return 'shipped';
    } catch (error) {
      const answer = isStatusRefusal(error) && (error.found === null ? 'not_found' : REFUSED[error.found]);
      if (!answer) throw error;
      return answer;
    }
  });
}
