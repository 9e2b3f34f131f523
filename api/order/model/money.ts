import type { OrderStatus } from '../../../shared/contract/order-constants';
import type { orders } from '../schema';

/**
 * What SBP or payment on receipt takes of an order: its sum less what a gift certificate pays
 * (docs/decisions/013). 0: the certificate pays it whole, and there is nothing to pay.
 */
export const toPayKopecks = (order: Pick<typeof orders.$inferSelect, 'totalKopecks' | 'certificateKopecks'>) =>
  order.totalKopecks - order.certificateKopecks;

/**
 * The statuses in which an order takes a surcharge (an edit raised its paid sum, decision 051): paid
 * and not yet sent. Shipping waits for it (lifecycle/guards.ts); refunded, it is no longer asked.
 */
export const SURCHARGE_STATUSES: readonly OrderStatus[] = ['paid', 'assembling'];
