/**
 * What the staff do to a certificate (issue 24), in the caller's transaction under the row's lock:
 * block it (it pays no new order) and reissue it (the whole balance moves to a new code, the old
 * one blocked, both in the ledger; the buyer gets the new code by SMS, as at issue).
 */
import { eq, sql } from 'drizzle-orm';
import { CERTIFICATE_REFUSALS } from '../../shared/contract/admin/certificates';
import { formatCertificateCode, maskedCertificateCode } from '../../shared/contract/certificate-code';
import { formatPrice, kopecksToRubles, plainSpaces } from '../../shared/format/number';
import type { Executor } from '../db/database';
import { DomainError } from '../http/errors';
import { orders } from '../order/schema';
import { enqueueMessage } from '../outbox/service';
import { newCertificateCode } from './code';
import { addMovement, type CertificateRow } from './queries';
import { certificates } from './schema';
import { isExpired } from './view';

const refuse = (code: keyof typeof CERTIFICATE_REFUSALS) =>
  new DomainError(`certificate_${code}`, CERTIFICATE_REFUSALS[code].status, CERTIFICATE_REFUSALS[code].message);

/** What the audit log keeps of a certificate: never its whole code (the log outlives the code's secrecy). */
export const auditedCertificate = (row: CertificateRow) => ({
  code: maskedCertificateCode(row.code),
  balanceKopecks: row.balanceKopecks,
  blocked: row.blockedAt !== null,
});

async function lockOrRefuse(tx: Executor, id: number): Promise<CertificateRow> {
  const [row] = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update');
  if (!row) throw refuse('notFound');
  return row;
}

/** Blocks it from now on; a hold made before is still spent or released by its order. */
export async function blockCertificate(tx: Executor, id: number): Promise<{ before: CertificateRow; after: CertificateRow }> {
  const before = await lockOrRefuse(tx, id);
  if (before.blockedAt !== null) throw refuse('alreadyBlocked');
  const [after] = await tx
    .update(certificates)
    .set({ blockedAt: sql`now()` })
    .where(eq(certificates.id, id))
    .returning();
  return { before, after: after! };
}

const reissueSms = (balanceKopecks: number, code: string, orderCode: string) =>
  `Подарочный сертификат по заказу ${orderCode} перевыпущен: новый код ${formatCertificateCode(code)}, ` +
  `на нём ${plainSpaces(formatPrice(kopecksToRubles(balanceKopecks)))}. Прежний код больше не действует.`;

async function insertReplacement(tx: Executor, old: CertificateRow): Promise<CertificateRow> {
  for (;;) {
    const [row] = await tx
      .insert(certificates)
      .values({
        code: newCertificateCode(),
        nominalKopecks: old.balanceKopecks,
        balanceKopecks: old.balanceKopecks,
        orderId: old.orderId,
        orderItemId: old.orderItemId,
        unit: old.unit,
        accountId: old.accountId,
        // A reissue is a new code, not a new year: it pays until the old one would have.
        expiresAt: old.expiresAt,
        reissuedFromId: old.id,
      })
      .onConflictDoNothing({ target: certificates.code })
      .returning();
    if (row) return row;
  }
}

/**
 * The old certificate's whole balance to a new code: the old one blocked with a 'reissued' movement
 * down to zero, the new one 'issued' with it, the buyer's SMS queued. Refused while an unpaid order
 * holds part of it (that order would spend or release the old one), and when there is nothing to move.
 */
export async function reissueCertificate(
  tx: Executor,
  id: number,
): Promise<{ before: CertificateRow; old: CertificateRow; fresh: CertificateRow }> {
  const before = await lockOrRefuse(tx, id);
  const [replaced] = await tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.reissuedFromId, id));
  if (replaced) throw refuse('reissued');
  if (before.heldOrderId !== null) throw refuse('held');
  if (before.balanceKopecks === 0) throw refuse('empty');
  if (isExpired(before)) throw refuse('expired');
  const fresh = await insertReplacement(tx, before);
  const [old] = await tx
    .update(certificates)
    .set({ balanceKopecks: 0, blockedAt: sql`coalesce(${certificates.blockedAt}, now())` })
    .where(eq(certificates.id, id))
    .returning();
  await addMovement(tx, {
    certificateId: id,
    kind: 'reissued',
    amountKopecks: -before.balanceKopecks,
    balanceAfterKopecks: 0,
    orderId: null,
  });
  await addMovement(tx, {
    certificateId: fresh.id,
    kind: 'issued',
    amountKopecks: fresh.balanceKopecks,
    balanceAfterKopecks: fresh.balanceKopecks,
    orderId: null,
  });
  const [order] = await tx.select({ phone: orders.phone, code: orders.code }).from(orders).where(eq(orders.id, before.orderId));
  await enqueueMessage(tx, {
    kind: 'sms',
    dedupeKey: `certificate:${fresh.id}`,
    payload: { phone: order!.phone, text: reissueSms(fresh.balanceKopecks, fresh.code, order!.code) },
  });
  return { before, old: old!, fresh };
}
