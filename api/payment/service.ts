/**
 * The shopper's side of paying an order by SBP: GET /api/order/getPaymentByOrderCode/{code}/ and
 * the sandbox's demo action. The payment row is one per order and provider (unique in the schema):
 * made on the first visit, reused while its link pays, started over (new key, new link) after it
 * expired or was cancelled.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Payment } from '../../shared/contract/payment';
import { sandboxDemoPayOn, type ApiConfig } from '../config';
import type { Db } from '../db/database';
import { DomainError, notFound } from '../http/errors';
import { parseOrderCode } from '../order/model/code';
import { toPayKopecks } from '../order/model/money';
import type { PaymentProviders } from '../providers/payment';
import type { PaymentProvider } from '../providers/payment/types';
import { ownerOf, type SessionLookup } from '../session/service';
import { paidOrderAnswer, paymentAnswer } from './answer';
import { paymentMessages } from './messages';
import { handleNotification, settlePayment } from './bank-webhook';
import {
  ensurePaymentRow,
  extendPaymentRow,
  findOrderForPayment,
  findPayment,
  findSucceededPayment,
  renewPaymentRow,
  saveCreatedPayment,
  type OrderRow,
  type PaymentRow,
} from './queries';
import { paymentWindowEnd } from './unpaid';
import { viaProvider } from './via-provider';

// Refunds (decision 047): asked in the caller's transaction, made by the outbox's job.
export { requestRefund, refundMessageKey, type RefundRequest, type RequestedRefund } from './refund';
export { refundMessages } from './refund-messages';
export { refundSender } from './refund-settle';

// The job releasing unpaid SBP orders (api/jobs/) runs this.
export { releaseUnpaidOrders, type ReleaseFigures } from './unpaid';

export interface PaymentContext {
  db: Db;
  config: ApiConfig;
  providers: PaymentProviders;
  logger: Logger;
}

/** How long a link the acquirer still takes after our expiry is shown before asking it again. */
const RECHECK_MS = 60_000;

const isExpired = (row: PaymentRow, now = Date.now()) =>
  row.status === 'pending' && row.expiresAt !== null && row.expiresAt.getTime() <= now;

/** This session's order by code; another browser's order reads as missing. */
async function sessionOrder(ctx: PaymentContext, session: SessionLookup, code: string): Promise<OrderRow> {
  // Parsed as /order/get/ parses it: a lower-case code finds the same order on both.
  const parsed = parseOrderCode(code);
  if (!parsed) throw notFound(paymentMessages.orderNotFound);
  const current = await session({ create: false });
  const order = current ? await findOrderForPayment(ctx.db, ownerOf(current), parsed) : null;
  if (!order) throw notFound(paymentMessages.orderNotFound);
  if (order.paymentMethod === 'cash') throw new DomainError('cash_order', 409, paymentMessages.cash);
  return order;
}

const demoPayOn = (ctx: PaymentContext) => sandboxDemoPayOn(ctx.config);

async function paidAnswer(ctx: PaymentContext, order: OrderRow): Promise<Payment> {
  const row = await findSucceededPayment(ctx.db, order.id);
  return row ? paymentAnswer(order, row, false) : paidOrderAnswer(order, ctx.providers.active.name);
}

/** GET /api/order/getPaymentByOrderCode/{code}/. */
export async function paymentForOrder(ctx: PaymentContext, session: SessionLookup, code: string): Promise<Payment> {
  const order = await sessionOrder(ctx, session, code);
  // Paid, whatever became of it since (assembled, shipped, refunded): its payment is what it shows.
  if (order.paidAt !== null) return paidAnswer(ctx, order);
  if (order.status === 'cancelled') throw new DomainError('order_cancelled', 409, paymentMessages.cancelled);
  if (toPayKopecks(order) <= 0) throw new DomainError('nothing_to_pay', 409, paymentMessages.nothingToPay);

  const row = await currentPayment(ctx, ctx.providers.active, order);
  if (row.status === 'succeeded') return paidAnswer(ctx, order);
  return paymentAnswer(order, row, demoPayOn(ctx));
}

/** The order's payment at `provider` with a link that pays now: made, re-checked or renewed as needed. */
async function currentPayment(ctx: PaymentContext, provider: PaymentProvider, order: OrderRow): Promise<PaymentRow> {
  const { db, logger } = ctx;
  // A link pays until the order's window ends at the latest: the unpaid-order job counts from the
  // order's placing, so a late visit gets what is left of the window, and none after it.
  const windowEnd = paymentWindowEnd(order.createdAt, ctx.config).getTime();
  const windowOver = () => new DomainError('payment_window_over', 409, paymentMessages.windowOver);
  const expiresAt = () => new Date(Math.min(Date.now() + ctx.config.SBP_LINK_TTL_MINUTES * 60_000, windowEnd));
  const reread = async () => (await findPayment(db, order.id, provider.name))!;
  if (Date.now() >= windowEnd && !(await findPayment(db, order.id, provider.name))) throw windowOver();
  let row = await ensurePaymentRow(db, {
    orderId: order.id,
    provider: provider.name,
    idempotenceKey: randomUUID(),
    expiresAt: expiresAt(),
  });

  // Past our expiry the acquirer has the last word: it may have been paid, or still be payable.
  if (isExpired(row) && row.externalId) {
    const externalId = row.externalId;
    const actual = await viaProvider(logger, () => provider.fetchPayment(externalId));
    const settled = await settlePayment(db, provider.name, actual, logger);
    // Still payable there: a second link now could be paid twice, so the first stays a while longer.
    if (settled === 'pending') await extendPaymentRow(db, row.id, new Date(Date.now() + RECHECK_MS));
    row = await reread();
  }
  if (row.status === 'succeeded') return row;

  if (row.status === 'cancelled' || isExpired(row)) {
    if (Date.now() >= windowEnd) throw windowOver();
    await renewPaymentRow(db, row.id, row.idempotenceKey, {
      idempotenceKey: randomUUID(),
      expiresAt: expiresAt(),
    });
    // Whoever renewed, everyone goes on with the row as it is now (one key, so one payment).
    row = await reread();
  }

  if (!row.externalId) {
    const { id, idempotenceKey } = row;
    const created = await viaProvider(logger, () =>
      provider.createPayment({
        idempotenceKey,
        orderCode: order.code,
        amountKopecks: row.amountKopecks,
        description: `Заказ ${order.code}`,
      }),
    );
    const status = created.status === 'cancelled' ? 'cancelled' : 'pending';
    await saveCreatedPayment(db, id, idempotenceKey, { externalId: created.externalId, sbpPayload: created.sbpUrl, status });
    if (status === 'cancelled') throw new DomainError('payment_refused', 502, paymentMessages.refused);
    row = await reread();
  }
  return row;
}

/**
 * POST /api/payment/sandbox/{code}/pay/ (not in production): pays the order's sandbox link as a
 * bank would — through the same notification handler — and answers the payment after it.
 */
export async function demoPay(ctx: PaymentContext, session: SessionLookup, code: string): Promise<Payment> {
  const order = await sessionOrder(ctx, session, code);
  if (order.paidAt !== null) return paidAnswer(ctx, order);
  if (order.status === 'cancelled') throw new DomainError('order_cancelled', 409, paymentMessages.cancelled);
  const sandbox = ctx.providers.byName.sandbox!;
  const row = await findPayment(ctx.db, order.id, sandbox.name);
  if (!row?.externalId || row.status === 'cancelled') throw new DomainError('no_link', 409, paymentMessages.noLink);
  if (isExpired(row)) throw new DomainError('link_expired', 409, paymentMessages.expired);

  await handleNotification(ctx.db, sandbox, { paymentId: row.externalId, status: 'succeeded' }, ctx.logger);
  return paymentForOrder(ctx, session, code);
}
