import type { CancelReason, OrderStatus } from '../../../shared/contract/order-constants';
import type { Executor } from '../../db/database';
import type { Actor } from './actor';
import { changeStatus } from './change';
import { isStatusRefusal } from './refusal';

/**
 * 'paid': money taken is not dropped by a cancel — it goes back by a refund first (the back
 * office); 'shipped': nor is an order that has left (shipped, delivered); 'refunded': its money went
 * back already; 'already_cancelled' changes nothing, so calling twice is safe.
 */
export type CancelResult = 'cancelled' | 'already_cancelled' | 'paid' | 'shipped' | 'refunded' | 'not_found';

export interface CancelHow {
  actor: Actor;
  /** What the order page tells the shopper ('unpaid': «Заказ отменён: не оплачен вовремя»); null: nothing. */
  reason?: CancelReason | null;
  note?: string;
}

/** What a refusal answers, by the status the order was found in (a new one is never refused). */
const REFUSED: Partial<Record<OrderStatus, CancelResult>> = {
  cancelled: 'already_cancelled',
  paid: 'paid',
  assembling: 'paid',
  shipped: 'shipped',
  delivered: 'shipped',
  // Brought back and paid: refunded, not cancelled (guards.ts).
  returned: 'paid',
  partially_refunded: 'refunded',
  refunded: 'refunded',
};

/**
 * Cancels an order that took no money, in one transaction (a savepoint inside the caller's): the
 * unpaid-order job, and later the shopper and the staff, all call this. The lifecycle changes it
 * under the order's row lock, so of two cancels, or a cancel and a payment confirmed at the same
 * moment, one wins and the other finds it changed (a payment then records its money for a refund,
 * api/payment/confirm.ts); the change gives back its units, coupon use and certificate part
 * (reactions.ts) and writes its history and notices, all once.
 */
export async function cancelOrder(db: Executor, orderId: number, how: CancelHow): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    try {
      await changeStatus(tx, orderId, 'cancelled', { actor: how.actor, note: how.note, cancelReason: how.reason ?? null });
      return 'cancelled';
    } catch (error) {
      const answer = isStatusRefusal(error) && (error.found === null ? 'not_found' : REFUSED[error.found]);
      if (!answer) throw error;
      return answer;
    }
  });
}
