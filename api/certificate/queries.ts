import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CERTIFICATE_VALID_MONTHS } from '../../shared/contract/certificate-code';
import type { Executor } from '../db/database';
import { orders } from '../order/schema';
import { newCertificateCode } from './code';
import { certificateMovements, certificates } from './schema';

export type CertificateRow = typeof certificates.$inferSelect;
export type MovementRow = typeof certificateMovements.$inferSelect;
/** A movement with the code of its order, as the history shows it. */
export type MovementView = MovementRow & { orderCode: string | null };

export async function findCertificateByCode(db: Executor, code: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row ?? null;
}

/** The certificate, locked: its balance and hold are read and changed by one transaction at a time. */
export async function lockCertificateByCode(tx: Executor, code: string): Promise<CertificateRow | null> {
  const [row] = await tx.select().from(certificates).where(eq(certificates.code, code)).for('update');
  return row ?? null;
}

export async function lockCertificate(tx: Executor, id: number): Promise<CertificateRow> {
  const [row] = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update');
  return row!;
}

/** The order a certificate is held for: its code, and whose it is (the browser that placed it, its account). */
export async function heldOrderOf(
  db: Executor,
  orderId: number,
): Promise<{ code: string; sessionId: number | null; userId: number | null } | null> {
  const [row] = await db
    .select({ code: orders.code, sessionId: orders.sessionId, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export async function setCertificateState(tx: Executor, id: number, state: { balanceKopecks: number; heldOrderId: number | null }) {
  await tx.update(certificates).set(state).where(eq(certificates.id, id));
}

export async function addMovement(tx: Executor, movement: Omit<typeof certificateMovements.$inferInsert, 'id' | 'createdAt'>) {
  await tx.insert(certificateMovements).values(movement);
}

type NewCertificate = Pick<CertificateRow, 'nominalKopecks' | 'orderId' | 'orderItemId' | 'unit'>;

/**
 * Issues one unit's certificate under a fresh code (drawn again on the astronomically rare clash);
 * null when that unit already has one (a second confirmation of the same payment).
 */
export async function insertCertificate(tx: Executor, values: NewCertificate): Promise<CertificateRow | null> {
  for (;;) {
    const [row] = await tx
      .insert(certificates)
      .values({
        ...values,
        code: newCertificateCode(),
        balanceKopecks: values.nominalKopecks,
        // now() is the transaction's moment, the same as created_at: valid exactly that many months from its issue.
        expiresAt: sql`now() + make_interval(months => ${CERTIFICATE_VALID_MONTHS})`,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const [unit] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.orderItemId, values.orderItemId), eq(certificates.unit, values.unit)));
    if (unit) return null;
  }
}

/** The movements of these certificates with their orders' codes, newest first. */
export async function movementsOf(db: Executor, certificateIds: readonly number[]): Promise<MovementView[]> {
  if (certificateIds.length === 0) return [];
  const rows = await db
    .select({ movement: certificateMovements, orderCode: orders.code })
    .from(certificateMovements)
    .leftJoin(orders, eq(orders.id, certificateMovements.orderId))
    .where(inArray(certificateMovements.certificateId, [...certificateIds]))
    .orderBy(desc(certificateMovements.createdAt), desc(certificateMovements.id));
  return rows.map((r) => ({ ...r.movement, orderCode: r.orderCode }));
}

/** The movements these orders made (holds, spends, releases, issues), oldest first. */
export async function movementsOfOrders(db: Executor, orderIds: readonly number[]): Promise<MovementRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(certificateMovements)
    .where(inArray(certificateMovements.orderId, [...orderIds]))
    .orderBy(certificateMovements.id);
}

/** The certificates these orders bought, in the order they were issued. */
export async function certificatesBoughtBy(db: Executor, orderIds: readonly number[]): Promise<CertificateRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(certificates)
    .where(inArray(certificates.orderId, [...orderIds]))
    .orderBy(certificates.id);
}

/** A hold turns spent in place: the balance went down when it was held (schema.ts). */
export async function spendHeld(tx: Executor, orderId: number): Promise<void> {
  await tx
    .update(certificateMovements)
    .set({ kind: 'spent' })
    .where(and(eq(certificateMovements.orderId, orderId), eq(certificateMovements.kind, 'held')));
  await tx.update(certificates).set({ heldOrderId: null }).where(eq(certificates.heldOrderId, orderId));
}

/** The account's certificates, newest first. */
export async function accountCertificates(db: Executor, userId: number): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.accountId, userId))
    .orderBy(desc(certificates.createdAt), desc(certificates.id));
}

export async function setCertificateAccount(tx: Executor, id: number, userId: number): Promise<void> {
  await tx.update(certificates).set({ accountId: userId }).where(eq(certificates.id, id));
}
