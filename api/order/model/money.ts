import type { orders } from '../schema';

/**
 * What SBP or payment on receipt takes of an order: its sum less what a gift certificate pays
 * (docs/decisions/013). 0: the certificate pays it whole, and there is nothing to pay.
 */
export const toPayKopecks = (order: Pick<typeof orders.$inferSelect, 'totalKopecks' | 'certificateKopecks'>) =>
  order.totalKopecks - order.certificateKopecks;
