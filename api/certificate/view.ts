import type { Certificate, CertificatePayment, CertificateStatus } from '../../shared/contract/certificate';
import { formatCertificateCode } from '../../shared/contract/certificate-code';
import { kopecksToRubles } from '../../shared/format/number';
import type { CertificateRow, MovementView } from './queries';

/** Spent: nothing left and no unpaid order holding a part (a cancelled hold would bring money back). */
const isSpent = (row: CertificateRow) => row.balanceKopecks === 0 && row.heldOrderId === null;

/** Past its expires_at: it pays no new order (an order placed before still spends its hold). */
export const isExpired = (row: CertificateRow, now: Date = new Date()) => row.expiresAt.getTime() <= now.getTime();

const STATUS_NAMES = { active: 'Активен', spent: 'Израсходован', expired: 'Срок действия истёк', blocked: 'Заблокирован' } as const;

/** Blocked by the shop wins (it pays nothing whatever is left); spent wins over expired: with nothing left, that it also expired tells the holder nothing new. */
export const statusOf = (row: CertificateRow): CertificateStatus =>
  row.blockedAt !== null ? 'blocked' : isSpent(row) ? 'spent' : isExpired(row) ? 'expired' : 'active';

/** A certificate as the contract shows it, with its history (movements of this certificate, newest first). */
export function certificateView(row: CertificateRow, history: readonly MovementView[]): Certificate {
  const status = statusOf(row);
  return {
    CODE: formatCertificateCode(row.code),
    NOMINAL: kopecksToRubles(row.nominalKopecks),
    BALANCE: kopecksToRubles(row.balanceKopecks),
    STATUS: status,
    STATUS_NAME: STATUS_NAMES[status],
    ISSUED_AT: row.createdAt.toISOString(),
    EXPIRES_AT: row.expiresAt.toISOString(),
    HISTORY: history
      .filter((m) => m.certificateId === row.id)
      .map((m) => ({
        DATE: m.createdAt.toISOString(),
        KIND: m.kind,
        AMOUNT: kopecksToRubles(m.amountKopecks),
        ORDER_CODE: m.orderCode,
      })),
  };
}

/** An order's line of the totals: what the certificate pays and what stays on it after this order. */
export function certificatePaymentView(code: string, amountKopecks: number, balanceAfterKopecks: number): CertificatePayment {
  return {
    CODE: formatCertificateCode(code),
    AMOUNT: kopecksToRubles(amountKopecks),
    BALANCE_AFTER: kopecksToRubles(balanceAfterKopecks),
  };
}
