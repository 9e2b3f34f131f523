/**
 * The one table of an order's life (docs/decisions/041): from each status, the statuses it may
 * change to. Everything that changes a status goes through change.ts, which allows exactly these
 * (and the two conditions of guards.ts); the back office can draw its buttons from it.
 *
 * No status is entered twice (the table has no cycle): an order's notices are keyed by the status
 * they tell of (api/notices/), and the history reads as a line.
 */
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/contract/order-constants';

export const TRANSITIONS = {
  // Placed: waiting for its SBP money, or accepted to be paid on receipt.
  new: ['paid', 'assembling', 'shipped', 'cancelled'],
  // The money (or a certificate) is in; refunded whole, it is not sent.
  paid: ['assembling', 'shipped', 'refunded'],
  assembling: ['shipped', 'cancelled', 'refunded'],
  // The carrier brings back what nobody collected (issue 25).
  shipped: ['delivered', 'returned', 'refunded'],
  // With the buyer: what comes back is refunded, in part or whole.
  delivered: ['partially_refunded', 'refunded'],
  // Back in the shop: an order paid on receipt is cancelled (its units back on the shelf), a paid one refunded.
  returned: ['cancelled', 'refunded'],
  partially_refunded: ['refunded'],
  cancelled: [],
  refunded: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/** Whether the table lets an order change from `from` to `to` (the guards aside). */
export const canChange = (from: OrderStatus, to: OrderStatus): boolean => (TRANSITIONS[from] as readonly OrderStatus[]).includes(to);

/** The statuses an order may reach `to` from. */
export const sourcesOf = (to: OrderStatus): OrderStatus[] => ORDER_STATUSES.filter((from) => canChange(from, to));

/** What an order is when it is placed: new, or paid when a certificate paid it whole. */
export const PLACED_STATUSES = ['new', 'paid'] as const satisfies readonly OrderStatus[];
