/** The reads and writes of refunds (payment_refunds), for refund.ts and refund-settle.ts. */
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { orders } from '../order/schema';
import type { ProviderRefund } from '../providers/payment/types';
import { paymentRefunds, payments, type RefundStatus } from './schema';

/**
 * The order's row as a refund reads it; `lock`: locked to the caller's commit, so that refunds of
 * one order queue here, one after another.
 */
export async function orderForRefund(db: Executor, orderId: number, { lock }: { lock: boolean }) {
  const query = db
    .select({
      id: orders.id,
      code: orders.code,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
      certificateKopecks: orders.certificateKopecks,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The order's row, locked to the caller's commit. */
export const lockOrderForRefund = (tx: Executor, orderId: number) => orderForRefund(tx, orderId, { lock: true });

/**
 * The order's payments whose money may go back — its own and its surcharges (decision 051), not
 * money that came after and waits to be returned by hand — newest first, each with what its refunds
 * in `counting` have not returned.
 */
export async function paymentsWithRest(tx: Executor, orderId: number, counting: RefundStatus[]) {
  const returned = sql<number>`(SELECT coalesce(sum(${paymentRefunds.amountKopecks}), 0) FROM ${paymentRefunds}
    WHERE ${paymentRefunds.paymentId} = ${payments.id} AND ${inArray(paymentRefunds.status, counting)})`;
  return tx
    .select({
      id: payments.id,
      kind: payments.kind,
      amountKopecks: payments.amountKopecks,
      restKopecks: sql<number>`(${payments.amountKopecks} - ${returned})::int`,
    })
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'), isNull(payments.refundDueAt), isNotNull(payments.externalId)),
    )
    .orderBy(desc(payments.paidAt), desc(payments.id));
}

export type PaymentWithRest = Awaited<ReturnType<typeof paymentsWithRest>>[number];

/** What the payment's refunds in `statuses` add up to, `except` one of them. */
export async function refundedOfPayment(tx: Executor, paymentId: number, statuses: RefundStatus[], except?: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${paymentRefunds.amountKopecks}), 0)::int` })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.paymentId, paymentId),
        inArray(paymentRefunds.status, statuses),
        except === undefined ? undefined : ne(paymentRefunds.id, except),
      ),
    );
  return row?.sum ?? 0;
}

/** A refund with what the acquirer needs to make it: its payment and its order's code. */
export async function refundToSend(db: Executor, refundId: number) {
  const [row] = await db
    .select({
      id: paymentRefunds.id,
      orderId: paymentRefunds.orderId,
      status: paymentRefunds.status,
      amountKopecks: paymentRefunds.amountKopecks,
      reason: paymentRefunds.reason,
      idempotenceKey: paymentRefunds.idempotenceKey,
      externalId: paymentRefunds.externalId,
      paymentId: payments.id,
      paymentKind: payments.kind,
      provider: payments.provider,
      paymentExternalId: payments.externalId,
      paymentKopecks: payments.amountKopecks,
      orderCode: orders.code,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .where(eq(paymentRefunds.id, refundId));
  return row ?? null;
}

export type RefundToSend = NonNullable<Awaited<ReturnType<typeof refundToSend>>>;

/**
 * Records the acquirer's word on a refund still pending, in one statement under the refund's row;
 * false when it was no longer pending (an earlier try settled it), so what follows a settlement
 * happens once.
 */
export async function recordRefundAnswer(tx: Executor, refundId: number, answer: ProviderRefund): Promise<boolean> {
  const settled =
    answer.status === 'succeeded'
      ? { status: 'succeeded' as const, refundedAt: sql`now()` }
      : answer.status === 'cancelled'
        ? { status: 'cancelled' as const, cancelledAt: sql`now()` }
        : {};
  const rows = await tx
    .update(paymentRefunds)
    .set({ ...(answer.externalId ? { externalId: answer.externalId } : {}), ...settled })
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')))
    .returning({ id: paymentRefunds.id });
  return rows.length > 0;
}
