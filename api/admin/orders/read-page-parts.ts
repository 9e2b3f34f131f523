/**
 * The parts of an order's back-office page that the shopper's own page does not read: its
 * payments, its 54-FZ receipts as the outbox holds them, its history, the same phone's earlier
 * orders. Each is one indexed query by the order's id (or phone).
 */
import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/named';
import type { Executor } from '../../db/database';
import { orderEvents, orders } from '../../order/schema';
import { outbox } from '../../outbox/schema';
import { payments } from '../../payment/schema';
import { paymentReceiptKeys, prepaymentReceiptKey, settlementReceiptKey } from '../../receipt/service';
import type { OrderPage } from '../../../shared/contract/admin/orders';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Statements built once per process and prepared per connection (api/db/named.ts): the page is read often. */
const statements = {
  payments: preparedOnce((db) =>
    db
      .select()
      .from(payments)
      .where(eq(payments.orderId, sql.placeholder('orderId')))
      .orderBy(asc(payments.id))
      .prepare('admin_order_payments'),
  ),
  receipts: preparedOnce((db) =>
    db
      .select()
      .from(outbox)
      .where(sql`${outbox.dedupeKey} = ANY(${sql.placeholder('keys')}::text[])`)
      .orderBy(asc(outbox.id))
      .prepare('admin_order_receipts'),
  ),
  events: preparedOnce((db) =>
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, sql.placeholder('orderId')))
      .orderBy(asc(orderEvents.id))
      .prepare('admin_order_events'),
  ),
  earlier: preparedOnce((db) =>
    db
      .select({ id: orders.id, code: orders.code, placedAt: orders.createdAt, status: orders.status, totalKopecks: orders.totalKopecks })
      .from(orders)
      .where(
        and(
          eq(orders.phone, sql.placeholder('phone')),
          lt(orders.createdAt, sql.placeholder('placedAt')),
          ne(orders.id, sql.placeholder('orderId')),
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(10)
      .prepare('admin_order_earlier'),
  ),
};

export async function paymentsOfOrder(db: Executor, orderId: number): Promise<OrderPage['payments']> {
  const rows = await statements.payments(db).execute({ orderId });
  return rows.map((p) => ({
    id: p.id,
    kind: p.kind,
    provider: p.provider,
    externalId: p.externalId,
    status: p.status,
    amountKopecks: p.amountKopecks,
    createdAt: p.createdAt.toISOString(),
    paidAt: iso(p.paidAt),
    refundDueAt: iso(p.refundDueAt),
    withdrawnAt: iso(p.withdrawnAt),
  }));
}

/** The receipt's total as its payload says (api/receipt/payload.ts), when it says one. */
function receiptTotal(payload: unknown): number | null {
  const total = (payload as { totalKopecks?: unknown } | null)?.totalKopecks;
  return typeof total === 'number' ? total : null;
}

type ReceiptKind = OrderPage['receipts'][number]['kind'];

/** The outbox keys of the order's receipts: its own first one and the one at handover, and each paid surcharge's two. */
function receiptKinds(orderId: number, payments: OrderPage['payments']): Map<string, ReceiptKind> {
  const kinds = new Map<string, ReceiptKind>([
    [prepaymentReceiptKey(orderId), 'prepayment'],
    [settlementReceiptKey(orderId), 'settlement'],
  ]);
  for (const payment of payments) {
    if (payment.kind !== 'surcharge' || payment.status !== 'succeeded') continue;
    const keys = paymentReceiptKeys(orderId, payment);
    kinds.set(keys.receipt, 'surcharge').set(keys.settlement, 'surcharge_settlement');
  }
  return kinds;
}

/**
 * The order's receipts by their outbox keys: the prepayment's when it was paid, the handover's when
 * it shipped, and a paid surcharge's two (decision 051). (Refund receipts, issue 23's refunds part,
 * add their own keys here when wired.)
 */
export async function receiptsOfOrder(db: Executor, orderId: number, payments: OrderPage['payments']): Promise<OrderPage['receipts']> {
  const kinds = receiptKinds(orderId, payments);
  const rows = await statements.receipts(db).execute({ keys: [...kinds.keys()] });
  return rows.map((row) => ({
    kind: kinds.get(row.dedupeKey)!,
    state: row.sentAt ? 'sent' : row.failedAt ? 'failed' : 'pending',
    totalKopecks: receiptTotal(row.payload),
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    failedAt: iso(row.failedAt),
    lastError: row.lastError,
    externalId: row.externalId,
  }));
}

export async function eventsOfOrder(db: Executor, orderId: number): Promise<OrderPage['events']> {
  const rows = await statements.events(db).execute({ orderId });
  return rows.map((e) => ({
    id: e.id,
    at: e.createdAt.toISOString(),
    actorKind: e.actorKind,
    actorId: e.actorId,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    note: e.note,
  }));
}

/** The same phone's orders placed before this one, newest first: a shopper who calls is known by them. */
export async function earlierOrders(
  db: Executor,
  order: { id: number; phone: string; createdAt: Date },
): Promise<OrderPage['shopper']['earlierOrders']> {
  const rows = await statements.earlier(db).execute({ phone: order.phone, placedAt: order.createdAt.toISOString(), orderId: order.id });
  return rows.map((row) => ({ ...row, placedAt: row.placedAt.toISOString() }));
}
