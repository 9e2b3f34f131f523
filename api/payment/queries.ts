import { and, desc, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { ownedBy, type Owner } from '../session/service';
import { orderItems, orders } from '../order/schema';
import { payments, type PaymentKind } from './schema';
import type { PaymentProviderName } from '../providers/payment/types';

export type OrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'code' | 'status' | 'paymentMethod' | 'totalKopecks' | 'certificateKopecks' | 'paidAt' | 'createdAt'
>;

export type PaymentRow = typeof payments.$inferSelect;

const orderColumns = {
  id: orders.id,
  code: orders.code,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  totalKopecks: orders.totalKopecks,
  certificateKopecks: orders.certificateKopecks,
  paidAt: orders.paidAt,
  createdAt: orders.createdAt,
};

/** An order of this guest browser or of the signed-in account; anyone else's reads as missing. */
export async function findOrderForPayment(db: Executor, owner: Owner, code: string): Promise<OrderRow | null> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.code, code), ownedBy(owner, orders.sessionId, orders.userId)));
  return row ?? null;
}

/** The order's own payment at `provider` (not a surcharge). */
export async function findPayment(db: Executor, orderId: number, provider: PaymentProviderName): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider), eq(payments.kind, 'order')));
  return row ?? null;
}

export async function findPaymentById(db: Executor, id: number): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

/** The order's last money in, whichever provider took it: its own payment, or a surcharge paid since. */
export async function findSucceededPayment(db: Executor, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'), isNull(payments.refundDueAt)))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

/**
 * What the order has to pay now, read under a share lock of its row: an edit of its lines (api/order/
 * edit/) holds the row while it changes the sums, so a link is never made for the sum before an edit
 * that commits while the shopper opens the page (decision 048).
 */
const toPayNow = (orderId: SQLWrapper) =>
  sql<number>`(SELECT ${orders.totalKopecks} - ${orders.certificateKopecks} FROM ${orders} WHERE ${orders.id} = ${orderId} FOR SHARE)`;

/**
 * The order's payment row for a provider, made on the first call (concurrent first calls make one).
 * Read first: the shopper's page polls every few seconds, and an INSERT that conflicts would still
 * burn an identity value each time.
 */
export async function ensurePaymentRow(
  db: Executor,
  values: { orderId: number; provider: PaymentProviderName; idempotenceKey: string; expiresAt: Date },
): Promise<PaymentRow> {
  const existing = await findPayment(db, values.orderId, values.provider);
  if (existing) return existing;
  await db
    .insert(payments)
    .values({ ...values, amountKopecks: toPayNow(sql`${values.orderId}::int`) })
    .onConflictDoNothing({ target: [payments.orderId, payments.provider], where: sql`${payments.kind} = 'order'` });
  return (await findPayment(db, values.orderId, values.provider))!;
}

/**
 * Starts the row over for a fresh link: a new key, no external payment. Only if the row still has
 * `oldKey` — of two callers renewing at once one wins, and the other goes on with the winner's key.
 * The order's own payment asks what the order has to pay now; a surcharge keeps its sum. A
 * withdrawn surcharge is never started over.
 */
export async function renewPaymentRow(
  db: Executor,
  row: Pick<PaymentRow, 'id' | 'kind'>,
  oldKey: string,
  next: { idempotenceKey: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(payments)
    .set({
      ...next,
      ...(row.kind === 'order' ? { amountKopecks: toPayNow(payments.orderId) } : {}),
      externalId: null,
      sbpPayload: null,
      status: 'pending',
      createdAt: sql`now()`,
    })
    .where(
      and(
        eq(payments.id, row.id),
        eq(payments.idempotenceKey, oldKey),
        sql`${payments.status} <> 'succeeded'`,
        isNull(payments.withdrawnAt),
      ),
    );
}

/**
 * Records what the acquirer created for the row's current key (a retry with the same key writes the
 * same). A surcharge's row gets its expiry with its first link: it waited for the shopper from the edit on.
 */
export async function saveCreatedPayment(
  db: Executor,
  id: number,
  idempotenceKey: string,
  created: { externalId: string; sbpPayload: string; status: 'pending' | 'cancelled'; expiresAt: Date },
): Promise<void> {
  await db
    .update(payments)
    .set({ ...created, expiresAt: sql`coalesce(${payments.expiresAt}, ${created.expiresAt.toISOString()}::timestamptz)` })
    .where(and(eq(payments.id, id), eq(payments.idempotenceKey, idempotenceKey), eq(payments.status, 'pending')));
}

/** A link the acquirer still takes after our expiry keeps being shown; look again a little later. */
export async function extendPaymentRow(db: Executor, id: number, expiresAt: Date): Promise<void> {
  await db
    .update(payments)
    .set({ expiresAt })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
}

/** The payment the acquirer names by its own id. */
export async function findPaymentByExternalId(db: Executor, provider: PaymentProviderName, externalId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.externalId, externalId)));
  return row ?? null;
}

/** Locks the payment row of this kind: confirmations of one payment run one after another. */
export async function lockPaymentByExternalId(
  tx: Executor,
  provider: PaymentProviderName,
  externalId: string,
  kind: PaymentKind,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.externalId, externalId), eq(payments.kind, kind)))
    .for('update');
  return row ?? null;
}

/** What a 54-FZ receipt needs of an order. */
export async function orderForReceipt(tx: Executor, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  return order ? { order, items } : null;
}
