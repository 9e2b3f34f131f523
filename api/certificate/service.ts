/**
 * Gift certificates' public face: what orders and payments call (hold at placement, spend on
 * payment, release on cancel, issue when a certificate product is paid) and what an order shows.
 */
import type { Certificate } from '../../shared/contract/certificate';
import type { Executor } from '../db/database';
import { certificatesBoughtBy, movementsOf, movementsOfOrders, spendHeld } from './queries';
import { certificateView } from './view';

export {
  applyToOrder,
  certificateForDraft,
  lockForOrder,
  releaseForOrder,
  returnPartOfOrder,
  type CertificateUse,
  type LockedCertificate,
} from './hold';
export { issueForOrder } from './issue';
export { certificateMessages, isUnknownCertificate } from './messages';
export { certificatePaymentView, statusOf as certificateStatusOf } from './view';

/**
 * The catalogue's mark of a gift certificate product (products.kind, also its picture family): the
 * seed's 3 000, 5 000 and 10 000 р. certificates. Paying for one issues a certificate of its price.
 */
export const GIFT_CERTIFICATE_KIND = 'gift-certificate';

/** The order is paid (inside that transaction): its certificate hold becomes spent. */
export async function spendForOrder(tx: Executor, orderId: number): Promise<void> {
  await spendHeld(tx, orderId);
}

export interface OrderCertificates {
  /** What each order bought, by order id. */
  bought: Map<number, Certificate[]>;
  /** What stayed on the certificate that paid each order, right after it took its part. */
  balanceAfter: Map<number, number>;
}

/** What the order answers need of certificates, for many orders in a few queries. */
export async function certificatesOfOrders(db: Executor, orderIds: readonly number[]): Promise<OrderCertificates> {
  const [rows, moves] = await Promise.all([certificatesBoughtBy(db, orderIds), movementsOfOrders(db, orderIds)]);
  const history = await movementsOf(
    db,
    rows.map((r) => r.id),
  );
  // The buyer sees the balance, not where the holder spent it: other orders' codes are left out.
  const ownOnly = history.map((m) =>
    rows.some((r) => r.id === m.certificateId && r.orderId === m.orderId) ? m : { ...m, orderCode: null },
  );
  const bought = new Map<number, Certificate[]>();
  for (const row of rows) bought.set(row.orderId, [...(bought.get(row.orderId) ?? []), certificateView(row, ownOnly)]);
  const balanceAfter = new Map<number, number>();
  for (const m of moves) if (m.kind === 'held' || m.kind === 'spent') balanceAfter.set(m.orderId!, m.balanceAfterKopecks);
  return { bought, balanceAfter };
}

// The back office's block and reissue (issue 24).
export { auditedCertificate, blockCertificate, reissueCertificate } from './staff';
