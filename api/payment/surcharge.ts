/**
 * Surcharges (docs/decisions/051): the difference an edit added to a paid order's sum, paid by SBP
 * through a payment row of its own (kind 'surcharge'). Written in the edit's transaction, under the
 * order's lock, with its own idempotence key; the acquirer is asked for the link when the shopper
 * opens it, as for the order's own payment. At most one is open at a time (a unique index): a later
 * edit withdraws it and asks for the new difference instead.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/contract/order-constants';
import type { Executor } from '../db/database';
import { SURCHARGE_STATUSES } from '../order/model/money';
import type { PaymentProviderName } from '../providers/payment/types';
import type { PaymentRow } from './queries';
import { isOpenSurcharge, payments } from './schema';

/** The order's open surcharge: not paid, not withdrawn (pending, or its link cancelled by the bank until renewed). */
export async function findOpenSurcharge(db: Executor, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isOpenSurcharge(payments)));
  return row ?? null;
}

/** The surcharge the shopper is asked to pay now: open, and the order still takes it. */
export async function surchargeDue(db: Executor, order: { id: number; status: OrderStatus }): Promise<PaymentRow | null> {
  if (!SURCHARGE_STATUSES.includes(order.status)) return null;
  return findOpenSurcharge(db, order.id);
}

export interface SurchargeRequest {
  orderId: number;
  /** What the buyer pays on top after this edit, kopecks; 0: nothing (an open surcharge is withdrawn). */
  kopecks: number;
  /** The open surcharge the edit weighed (0: none): what it replaces. */
  replacingKopecks: number;
  /** The active provider: its link is made there. */
  provider: PaymentProviderName;
}

/**
 * Withdraws the open surcharge and writes one of `kopecks` (none for 0), inside the edit's
 * transaction with the order's row locked; an open one of the same sum is kept, link and all.
 * Answers the surcharge now open, or null.
 */
export async function requestSurcharge(tx: Executor, request: SurchargeRequest): Promise<PaymentRow | null> {
  const open = await findOpenSurcharge(tx, request.orderId);
  // The edit weighed the same row under the same lock: anything else is a bug, and nothing is written.
  if ((open?.amountKopecks ?? 0) !== request.replacingKopecks)
    throw new Error(
      `доплата по заказу ${request.orderId}: ожидалась открытая на ${request.replacingKopecks}, найдена ${open?.amountKopecks ?? 0}`,
    );
  if (open && open.amountKopecks === request.kopecks) return open;
  if (open)
    await tx
      .update(payments)
      .set({ status: 'cancelled', withdrawnAt: sql`now()` })
      .where(eq(payments.id, open.id));
  if (request.kopecks <= 0) return null;
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: request.orderId,
      kind: 'surcharge',
      provider: request.provider,
      idempotenceKey: randomUUID(),
      amountKopecks: request.kopecks,
    })
    .returning();
  return row!;
}
