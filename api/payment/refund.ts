/**
 * Asking for a refund (docs/decisions/047): inside the caller's transaction, the order's row
 * locked, the amount checked against what its payments took and earlier refunds (pending ones
 * included) have not returned, then the refund's rows and their outbox rows. An order paid in more
 * than one payment (its own and surcharges, decision 051) is refunded from the newest first: an edit
 * down most often undoes the last edit up, and each acquirer's refund is of one payment, never more
 * than what is left of it. Nothing is asked of the acquirer here: the outbox's job does that after
 * the commit (refund-settle.ts), and the order's status follows only when the acquirer says the
 * money is back. The same rule answers what is left to refund for the back office's page.
 */
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/database';
import { DomainError, fieldRefusal, notFound } from '../http/errors';
import type { Actor } from '../order/service';
import { enqueueMessage } from '../outbox/service';
import { orderForRefund, paymentsWithRest, type PaymentWithRest } from './refund-queries';
import { refundMessages } from './refund-messages';
import { paymentRefunds } from './schema';

export interface RefundRequest {
  orderId: number;
  /** Money back to the payer's account, kopecks; a certificate's part is never in it (decision 047). */
  amountKopecks: number;
  reason: string;
  actor: Actor;
}

export interface RequestedRefund {
  /** The first of its refunds (the newest payment's). */
  refundId: number;
  /** One refund per payment it takes money from, newest payment first. */
  refundIds: number[];
  amountKopecks: number;
  /** Always 'pending': the money is back when the outbox's job hears so from the acquirer. */
  status: 'pending';
}

/** The outbox row that makes the acquirer's call for refund `refundId`, once. */
export const refundMessageKey = (refundId: number) => `refund:${refundId}`;

const REASON_MAX = 500;
/** Statuses whose money may go back: paid and not yet refunded whole. */
const REFUNDABLE = new Set(['paid', 'assembling', 'shipped', 'delivered', 'returned', 'partially_refunded']);

function checkInput(input: RefundRequest): string {
  if (!Number.isSafeInteger(input.amountKopecks) || input.amountKopecks <= 0)
    throw fieldRefusal('refund_amount', 422, refundMessages.amount, 'amountKopecks');
  const reason = input.reason.trim();
  if (reason === '') throw fieldRefusal('refund_reason', 422, refundMessages.reason, 'reason');
  if (reason.length > REASON_MAX) throw fieldRefusal('refund_reason', 422, refundMessages.reasonTooLong, 'reason');
  return reason;
}

/** `kopecks` taken from the payments in turn, each no more than what is left of it. */
function partsOf(sources: readonly PaymentWithRest[], kopecks: number): { paymentId: number; kopecks: number }[] {
  const parts: { paymentId: number; kopecks: number }[] = [];
  let left = kopecks;
  for (const source of sources) {
    const take = Math.min(left, source.restKopecks);
    if (take <= 0) continue;
    parts.push({ paymentId: source.id, kopecks: take });
    left -= take;
  }
  return parts;
}

type RefundOrder = NonNullable<Awaited<ReturnType<typeof orderForRefund>>>;
type Refusal = 'onReceipt' | 'nothingLeft' | 'notPaid' | 'certificateOnly';

/** Each refusal's code in the envelope; all are 409: the order's state, not the request, says no. */
const REFUSAL_CODES: Record<Refusal, string> = {
  onReceipt: 'refund_on_receipt',
  nothingLeft: 'refund_nothing_left',
  notPaid: 'refund_not_paid',
  certificateOnly: 'refund_certificate_only',
};

/**
 * What may go back of `order`'s money by its payments `sources` (each one's rest), or why nothing
 * may: the one rule requestRefund checks an asked sum against and the back office's page shows.
 */
function restOf(order: RefundOrder, sources: readonly PaymentWithRest[]): { rest: number } | { refused: Refusal } {
  if (order.paymentMethod === 'cash') return { refused: 'onReceipt' };
  if (order.status === 'refunded') return { refused: 'nothingLeft' };
  if (order.paidAt === null || !REFUNDABLE.has(order.status)) return { refused: 'notPaid' };
  if (sources.length === 0) return { refused: 'certificateOnly' };
  const rest = sources.reduce((sum, p) => sum + Math.max(p.restKopecks, 0), 0);
  return rest > 0 ? { rest } : { refused: 'nothingLeft' };
}

/** The payments a refund may take from (their refunds asked or made, pending ones too, counted) and what is left of them. */
async function leftOf(db: Executor, order: RefundOrder) {
  const sources = order.paymentMethod === 'cash' ? [] : await paymentsWithRest(db, order.id, ['pending', 'succeeded']);
  return { sources, left: restOf(order, sources) };
}

/**
 * What may still go back to the payer's account of order `orderId` now, by requestRefund's rule;
 * 0 when no refund may be asked (unpaid, paid on receipt, by a certificate only, all returned).
 * Read without a lock: a refund asked meanwhile is checked again under it.
 */
export async function refundableKopecks(db: Executor, orderId: number): Promise<number> {
  const order = await orderForRefund(db, orderId, { lock: false });
  if (!order) return 0;
  const { left } = await leftOf(db, order);
  return 'rest' in left ? left.rest : 0;
}

/** Writes a refund of the order's money to be made, or throws a Russian refusal having written nothing. */
export async function requestRefund(tx: Executor, input: RefundRequest): Promise<RequestedRefund> {
  const reason = checkInput(input);
  const order = await orderForRefund(tx, input.orderId, { lock: true });
  if (!order) throw notFound(refundMessages.orderNotFound);
  const { sources, left } = await leftOf(tx, order);
  if ('refused' in left) throw new DomainError(REFUSAL_CODES[left.refused], 409, refundMessages[left.refused]);
  if (input.amountKopecks > left.rest) throw fieldRefusal('refund_too_much', 409, refundMessages.tooMuch(left.rest), 'amountKopecks');

  const refundIds: number[] = [];
  for (const part of partsOf(sources, input.amountKopecks)) {
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        orderId: order.id,
        paymentId: part.paymentId,
        amountKopecks: part.kopecks,
        reason,
        actorKind: input.actor.kind,
        actorId: input.actor.id,
        idempotenceKey: randomUUID(),
      })
      .returning({ id: paymentRefunds.id });
    const refundId = row!.id;
    await enqueueMessage(tx, { kind: 'refund', dedupeKey: refundMessageKey(refundId), payload: { refundId } });
    refundIds.push(refundId);
  }
  return { refundId: refundIds[0]!, refundIds, amountKopecks: input.amountKopecks, status: 'pending' };
}
