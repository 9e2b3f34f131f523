/**
 * The back office's reads of gift certificates (issue 24, decision 049's rule: admin reads are
 * their own, of the domain's tables): the list newest first by keyset, codes masked; one
 * certificate whole with its ledger.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminCertificatePage, CertificateList, CertificateListQuery } from '../../../shared/contract/admin/certificates';
import { formatCertificateCode, maskedCertificateCode, normalizeCertificateCode } from '../../../shared/contract/certificate-code';
import { certificateMovements, certificates } from '../../certificate/schema';
import { certificateStatusOf as statusOf } from '../../certificate/service';
import type { Executor } from '../../db/database';
import { likeLiteral } from '../../db/like';
import { orders } from '../../order/schema';
import { afterKeyset, decodeKeyset, keysetMicros, pageOfRows } from '../orders/read-keyset';

/** A code typed whole finds it; four letters or more find the codes ending so (as letters: % and _ are no wildcards); an order's code (Х-…) finds what it bought. */
function searchCondition(q: string): SQL | undefined {
  if (q === '') return undefined;
  const code = normalizeCertificateCode(q);
  return sql`(${certificates.code} = ${code} OR (length(${code}) >= 4 AND ${certificates.code} LIKE ${'%' + likeLiteral(code)}) OR ${orders.code} = ${q})`;
}

const item = <R extends typeof certificates.$inferSelect>(row: R, orderCode: string) => ({
  id: row.id,
  code: maskedCertificateCode(row.code),
  nominalKopecks: row.nominalKopecks,
  balanceKopecks: row.balanceKopecks,
  status: statusOf(row),
  orderCode,
  issuedAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export async function listCertificatesForStaff(db: Executor, query: CertificateListQuery): Promise<CertificateList> {
  const after = query.after ? afterKeyset(certificates.createdAt, certificates.id, decodeKeyset(query.after)) : undefined;
  const rows = await db
    .select({ row: certificates, orderCode: orders.code, id: certificates.id, micros: keysetMicros(certificates.createdAt) })
    .from(certificates)
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .where(and(searchCondition(query.q), after))
    .orderBy(desc(certificates.createdAt), desc(certificates.id))
    .limit(query.limit + 1);
  const page = pageOfRows(rows, query.limit);
  return { items: page.rows.map((r) => item(r.row, r.orderCode)), next: page.next };
}

const held = alias(orders, 'held_order');
const successor = alias(certificates, 'successor');

export async function readCertificateForStaff(db: Executor, id: number): Promise<AdminCertificatePage | null> {
  const [found] = await db
    .select({ row: certificates, orderCode: orders.code, heldOrderCode: held.code, reissuedToId: successor.id })
    .from(certificates)
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .leftJoin(held, eq(held.id, certificates.heldOrderId))
    .leftJoin(successor, eq(successor.reissuedFromId, certificates.id))
    .where(eq(certificates.id, id));
  if (!found) return null;
  const moves = await db
    .select({ move: certificateMovements, orderCode: orders.code })
    .from(certificateMovements)
    .leftJoin(orders, eq(orders.id, certificateMovements.orderId))
    .where(eq(certificateMovements.certificateId, id))
    .orderBy(desc(certificateMovements.createdAt), desc(certificateMovements.id));
  const { row } = found;
  return {
    ...item(row, found.orderCode),
    code: formatCertificateCode(row.code),
    blockedAt: row.blockedAt?.toISOString() ?? null,
    heldOrderCode: found.heldOrderCode,
    accountId: row.accountId,
    reissuedFromId: row.reissuedFromId,
    reissuedToId: found.reissuedToId,
    movements: moves.map(({ move, orderCode }) => ({
      at: move.createdAt.toISOString(),
      kind: move.kind,
      amountKopecks: move.amountKopecks,
      balanceAfterKopecks: move.balanceAfterKopecks,
      orderCode,
    })),
  };
}
