/**
 * Paying an order with a certificate: checked and held when the order is placed, spent when it is
 * paid, given back when it is cancelled. The rule that keeps a balance from ever going below zero
 * whatever arrives in parallel: the row is locked (FOR UPDATE) for every change, and a certificate
 * backs at most one unpaid order at a time (`held_order_id`, docs/decisions/013).
 */
import type { CertificatePayment } from '../../shared/contract/certificate';
import type { Executor } from '../db/database';
import { DomainError } from '../http/errors';
import { certificateMessages as say, certificateRefusal } from './messages';
import {
  addMovement,
  findCertificateByCode,
  lockCertificate,
  lockCertificateByCode,
  movementsOfOrders,
  heldOrderOf,
  setCertificateState,
  type CertificateRow,
} from './queries';
import { certificatePaymentView, isExpired } from './view';

/** What the certificate is asked to pay: the order's sum, whether it buys certificates, whose it is. */
export interface CertificateUse {
  totalKopecks: number;
  buysCertificate: boolean;
  /** The signed-in account placing it, or null for a guest. */
  userId: number | null;
  /** The browser's session asking (null without one): a guest's own orders are its session's. */
  sessionId: number | null;
  /** At placement, what the draft showed it paying (kopecks), if the client said: it may not pay less. */
  shownKopecks?: number | undefined;
}

/** Why this certificate cannot pay this order now, or null. */
async function refusal(db: Executor, row: CertificateRow | null, use: CertificateUse): Promise<DomainError | null> {
  if (!row) return certificateRefusal('certificate_unknown', 400, say.unknown);
  // Attached to an account, a certificate pays only that account's orders.
  if (row.accountId !== null && row.accountId !== use.userId) return certificateRefusal('certificate_other_account', 409, say.otherAccount);
  // Blocked by the shop (a leaked code, a reissue): it pays nothing more, whatever is left on it.
  if (row.blockedAt !== null) return certificateRefusal('certificate_blocked', 409, say.blocked(row.code));
  // Expired pays no new order; checked after the account, so another account's code tells nothing more.
  if (isExpired(row)) return certificateRefusal('certificate_expired', 400, say.expired(row.code, row.expiresAt));
  if (use.buysCertificate) return certificateRefusal('certificate_for_certificate', 409, say.buysCertificate);
  if (row.heldOrderId !== null) {
    const held = await heldOrderOf(db, row.heldOrderId);
    // Another shopper's order code is theirs alone: it opens that order's payment page.
    const message = held && isOwn(held, use) ? say.held(held.code) : say.heldElsewhere;
    return certificateRefusal('certificate_held', 409, message);
  }
  if (row.balanceKopecks === 0) return certificateRefusal('certificate_spent', 400, say.spent(row.code));
  return null;
}

/** Whether the asker placed that order: signed in, their account's; a guest, their browser's. */
function isOwn(order: { sessionId: number | null; userId: number | null }, use: CertificateUse): boolean {
  if (use.userId !== null) return order.userId === use.userId;
  return use.sessionId !== null && order.sessionId === use.sessionId;
}

export interface LockedCertificate {
  row: CertificateRow;
  /** min(balance, the order's sum). */
  amountKopecks: number;
}

/** At placement, before the order is written: the certificate locked and checked; throws the refusal. */
export async function lockForOrder(tx: Executor, code: string, use: CertificateUse): Promise<LockedCertificate> {
  const row = await lockCertificateByCode(tx, code);
  const refused = await refusal(tx, row, use);
  if (refused) throw refused;
  const amountKopecks = Math.min(row!.balanceKopecks, use.totalKopecks);
  // Spent in the meantime (another order took part of it): the shopper would pay more than shown.
  if (use.shownKopecks !== undefined && amountKopecks < use.shownKopecks) {
    throw certificateRefusal('certificate_changed', 409, say.changed(row!.balanceKopecks));
  }
  return { row: row!, amountKopecks };
}

/**
 * After the order is written: its part taken from the balance, as a hold that its SBP payment will
 * spend, or spent at once when nothing waits for SBP (paid on receipt, or paid whole by the certificate).
 */
export async function applyToOrder(tx: Executor, locked: LockedCertificate, orderId: number, mode: 'hold' | 'spend'): Promise<void> {
  const balanceKopecks = locked.row.balanceKopecks - locked.amountKopecks;
  await setCertificateState(tx, locked.row.id, { balanceKopecks, heldOrderId: mode === 'hold' ? orderId : null });
  await addMovement(tx, {
    certificateId: locked.row.id,
    kind: mode === 'hold' ? 'held' : 'spent',
    amountKopecks: -locked.amountKopecks,
    balanceAfterKopecks: balanceKopecks,
    orderId,
  });
}

export interface DraftCertificate {
  payment: CertificatePayment | null;
  error: string | null;
  amountKopecks: number;
}

/** The draft: what the typed certificate would pay now, or why it cannot; nothing locked or written. */
export async function certificateForDraft(db: Executor, code: string | null, use: CertificateUse): Promise<DraftCertificate> {
  if (code === null) return { payment: null, error: null, amountKopecks: 0 };
  const row = await findCertificateByCode(db, code);
  const refused = await refusal(db, row, use);
  if (refused) return { payment: null, error: refused.message, amountKopecks: 0 };
  const amountKopecks = Math.min(row!.balanceKopecks, use.totalKopecks);
  return { payment: certificatePaymentView(row!.code, amountKopecks, row!.balanceKopecks - amountKopecks), error: null, amountKopecks };
}

/** What the order still takes of each certificate: held or spent, less what was given back already. */
function stillTaken(moves: readonly { certificateId: number; kind: string; amountKopecks: number }[]): Map<number, number> {
  const taken = new Map<number, number>();
  for (const m of moves) {
    if (m.kind !== 'held' && m.kind !== 'spent' && m.kind !== 'released') continue;
    taken.set(m.certificateId, (taken.get(m.certificateId) ?? 0) - m.amountKopecks);
  }
  return taken;
}

/** `kopecks` back on the certificate as a 'released' movement of the order, under the certificate's lock. */
async function giveBackPart(tx: Executor, certificateId: number, orderId: number, kopecks: number, letGo: boolean): Promise<void> {
  const row = await lockCertificate(tx, certificateId);
  const balanceKopecks = row.balanceKopecks + kopecks;
  // A whole release frees the certificate for another order; a part given back leaves the hold on the rest.
  const heldOrderId = letGo && row.heldOrderId === orderId ? null : row.heldOrderId;
  await setCertificateState(tx, row.id, { balanceKopecks, heldOrderId });
  await addMovement(tx, { certificateId: row.id, kind: 'released', amountKopecks: kopecks, balanceAfterKopecks: balanceKopecks, orderId });
}

/**
 * The order is cancelled: what it still takes goes back to the certificate (an open hold, or the
 * part spent at placement with payment on receipt, less what an edit gave back), once: a second
 * call finds nothing taken.
 */
export async function releaseForOrder(tx: Executor, orderId: number): Promise<void> {
  const moves = await movementsOfOrders(tx, [orderId]);
  for (const [certificateId, kopecks] of stillTaken(moves)) if (kopecks > 0) await giveBackPart(tx, certificateId, orderId, kopecks, true);
}

/**
 * An edit made the order cost less than its certificate part: `kopecks` of that part go back to the
 * certificate (the order's own, whether held or spent), the rest stays taken.
 */
export async function returnPartOfOrder(tx: Executor, orderId: number, kopecks: number): Promise<void> {
  if (kopecks <= 0) return;
  const moves = await movementsOfOrders(tx, [orderId]);
  const [certificateId] = [...stillTaken(moves)].find(([, taken]) => taken >= kopecks) ?? [];
  if (certificateId === undefined) throw new Error(`order ${orderId} holds no ${kopecks} kopecks of a certificate`);
  await giveBackPart(tx, certificateId, orderId, kopecks, false);
}
