/**
 * The parts of an order's back-office page that the shopper's own page does not read: its
 * payments and refunds, its 54-FZ receipts as the outbox holds them, its history, the same phone's
 * earlier orders. Each is one indexed query by the order's id (or phone; the receipts by their keys).
 */
import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/named';
import type { Executor } from '../../db/database';
import { orderEvents, orders } from '../../order/schema';
import { outbox } from '../../outbox/schema';
import { paymentRefunds, payments } from '../../payment/schema';
import { paymentReceiptKeys, prepaymentReceiptKey, refundReceiptKey, settlementReceiptKey } from '../../receipt/service';
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
  refunds: preparedOnce((db) =>
    db
      .select({
        id: paymentRefunds.id,
        amountKopecks: paymentRefunds.amountKopecks,
        status: paymentRefunds.status,
        reason: paymentRefunds.reason,
        at: paymentRefunds.createdAt,
      })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, sql.placeholder('orderId')))
      .orderBy(asc(paymentRefunds.id))
      .prepare('admin_order_refunds'),
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

export async function refundsOfOrder(db: Executor, orderId: number): Promise<OrderPage['refunds']> {
  const rows = await statements.refunds(db).execute({ orderId });
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/** The receipt's total as its payload says (api/receipt/payload.ts), when it says one. */
function receiptTotal(payload: unknown): number | null {
  const total = (payload as { totalKopecks?: unknown } | null)?.totalKopecks;
  return typeof total === 'number' ? total : null;
}

type Receipt = OrderPage['receipts'][number];
/** What a receipt's outbox key says it is. */
type ReceiptOf = Pick<Receipt, 'kind' | 'refund'>;

/**
 * The outbox keys of the order's receipts that may exist: its own first one and the one at handover,
 * each paid surcharge's two, and each refund's whose money came back (only those write one).
 */
function receiptKeys(orderId: number, payments: OrderPage['payments'], refunds: OrderPage['refunds']): Map<string, ReceiptOf> {
  const keys = new Map<string, ReceiptOf>([
    [prepaymentReceiptKey(orderId), { kind: 'prepayment', refund: null }],
    [settlementReceiptKey(orderId), { kind: 'settlement', refund: null }],
  ]);
  for (const payment of payments) {
    if (payment.kind !== 'surcharge' || payment.status !== 'succeeded') continue;
    const own = paymentReceiptKeys(orderId, payment);
    keys.set(own.receipt, { kind: 'surcharge', refund: null }).set(own.settlement, { kind: 'surcharge_settlement', refund: null });
  }
  for (const refund of refunds) {
    if (refund.status !== 'succeeded') continue;
    keys.set(refundReceiptKey(orderId, refund.id), { kind: 'refund', refund: { id: refund.id, amountKopecks: refund.amountKopecks } });
  }
  return keys;
}

/**
 * The order's receipts by their outbox keys, in the order they were written: the prepayment's when
 * it was paid, the handover's when it shipped, a paid surcharge's two (decision 051) and each
 * refund's (decision 047).
 */
export async function receiptsOfOrder(
  db: Executor,
  orderId: number,
  of: { payments: OrderPage['payments']; refunds: OrderPage['refunds'] },
): Promise<OrderPage['receipts']> {
  const keys = receiptKeys(orderId, of.payments, of.refunds);
  const rows = await statements.receipts(db).execute({ keys: [...keys.keys()] });
  return rows.map((row) => ({
    id: row.id,
    ...keys.get(row.dedupeKey)!,
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
