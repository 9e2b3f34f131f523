/**
 * The offline provider: it issues real-looking SBP links (NSPK format) and plays the bank. It keeps
 * no state of its own — a payment's state is our `payments` row — and its "bank" notifies through
 * POST /api/payment/notify/sandbox/, the same path as an acquirer's notifications. Outside
 * production only: in production nothing can pay a sandbox link (api/payment/routes.ts).
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../../shared/contract/payment';
import { payments } from '../../payment/schema';
import type { Executor } from '../../db/database';
import { nspkLink, sandboxQrId } from './nspk';
import { notifiedPaymentId, type PaymentProvider } from './types';

/** What the sandbox bank posts: the payment (the QR id) and what happened to it. */
const sandboxNotificationSchema = z.object({
  paymentId: notifiedPaymentId,
  status: z.enum(PAYMENT_STATUSES),
});

export function sandboxProvider(db: Executor): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment({ idempotenceKey, amountKopecks }) {
      // The id follows from the key, so a retry with the same key finds the same payment.
      const externalId = sandboxQrId(idempotenceKey);
      return { externalId, sbpUrl: nspkLink(externalId, amountKopecks), status: 'pending' };
    },
    async fetchPayment(externalId) {
      const [row] = await db
        .select({ status: payments.status, amountKopecks: payments.amountKopecks, expiresAt: payments.expiresAt })
        .from(payments)
        .where(and(eq(payments.provider, 'sandbox'), eq(payments.externalId, externalId)));
      if (!row) return null;
      // Like an acquirer, the sandbox bank stops taking a link when it expires.
      const expired = row.status === 'pending' && row.expiresAt !== null && row.expiresAt.getTime() <= Date.now();
      return { externalId, status: expired ? 'cancelled' : row.status, amountKopecks: row.amountKopecks };
    },
    parseNotification(body) {
      const parsed = sandboxNotificationSchema.safeParse(body);
      return parsed.success ? { externalId: parsed.data.paymentId, claimed: parsed.data.status } : null;
    },
    // The sandbox bank is this process: its word is the notification itself.
    async checkNotification({ externalId, claimed }) {
      return { externalId, status: claimed, amountKopecks: null };
    },
    // No cash register behind it: the receipt counts as registered, under an id drawn from its key.
    async sendReceipt({ idempotenceKey }) {
      return { externalId: `sandbox:receipt:${idempotenceKey}`, status: 'succeeded' };
    },
    // The sandbox bank returns money at once, under an id drawn from the key (a retry is the same refund).
    async refund({ idempotenceKey }) {
      return { externalId: `sandbox:refund:${idempotenceKey}`, status: 'succeeded' };
    },
    async fetchRefund(externalId) {
      return externalId.startsWith('sandbox:refund:') ? { externalId, status: 'succeeded' } : null;
    },
  };
}
