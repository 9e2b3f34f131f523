/**
 * The shopper's side of paying an order by SBP: GET /api/order/getPaymentByOrderCode/{code}/ and
 * the sandbox's demo action. The order's own payment row is one per order and provider (a unique
 * index): made on the first visit, reused while its link pays, started over (new key, new link)
 * after it expired or was cancelled. A surcharge due (an edit raised a paid order's sum, decision
 * 051) is what the page pays while it is open; its link is made and renewed the same way.
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
import { handleNotification } from './bank-webhook';
import { isExpired, linkThatPays } from './link';
import { ensurePaymentRow, findOrderForPayment, findPayment, findSucceededPayment, type OrderRow, type PaymentRow } from './queries';
import { surchargeDue } from './surcharge';
import { paymentWindowEnd } from './unpaid';

// Refunds (decision 047): asked in the caller's transaction, made by the outbox's job.
export { refundableKopecks, requestRefund, refundMessageKey, type RefundRequest, type RequestedRefund } from './refund';
export { refundMessages } from './refund-messages';
export { refundSender } from './refund-settle';
// Surcharges (decision 051): asked in an edit's transaction, paid through the shopper's payment page.
export { requestSurcharge, type SurchargeRequest } from './surcharge';
export { PAYMENT_KINDS, type PaymentKind } from './schema';

// The job releasing unpaid SBP orders (api/jobs/) runs this.
export { releaseUnpaidOrders, type ReleaseFigures } from './unpaid';

export interface PaymentContext {
  db: Db;
  config: ApiConfig;
  providers: PaymentProviders;
  logger: Logger;
}

/** This session's order by code; another browser's order reads as missing. */
async function sessionOrder(ctx: PaymentContext, session: SessionLookup, code: string): Promise<OrderRow> {
  // Parsed as /order/get/ parses it: a lower-case code finds the same order on both.
  const parsed = parseOrderCode(code);
  if (!parsed) throw notFound(paymentMessages.orderNotFound);
  const current = await session({ create: false });
  const order = current ? await findOrderForPayment(ctx.db, ownerOf(current), parsed) : null;
  if (!order) throw notFound(paymentMessages.orderNotFound);
  return order;
}

const cashRefusal = () => new DomainError('cash_order', 409, paymentMessages.cash);
const noLink = () => new DomainError('no_link', 409, paymentMessages.noLink);

const demoPayOn = (ctx: PaymentContext) => sandboxDemoPayOn(ctx.config);

async function paidAnswer(ctx: PaymentContext, order: OrderRow): Promise<Payment> {
  const row = await findSucceededPayment(ctx.db, order.id);
  return row ? paymentAnswer(order, row, false) : paidOrderAnswer(order, ctx.providers.active.name);
}

/** GET /api/order/getPaymentByOrderCode/{code}/. */
export async function paymentForOrder(ctx: PaymentContext, session: SessionLookup, code: string): Promise<Payment> {
  const order = await sessionOrder(ctx, session, code);
  const surcharge = await surchargeDue(ctx.db, order);
  if (surcharge) return surchargeAnswer(ctx, order, surcharge);
  if (order.paymentMethod === 'cash') throw cashRefusal();
  // Paid, whatever became of it since (assembled, shipped, refunded): its payment is what it shows.
  if (order.paidAt !== null) return paidAnswer(ctx, order);
  if (order.status === 'cancelled') throw new DomainError('order_cancelled', 409, paymentMessages.cancelled);
  if (toPayKopecks(order) <= 0) throw new DomainError('nothing_to_pay', 409, paymentMessages.nothingToPay);

  const row = await currentPayment(ctx, ctx.providers.active, order);
  if (row.status === 'succeeded') return paidAnswer(ctx, order);
  return paymentAnswer(order, row, demoPayOn(ctx));
}

/**
 * The surcharge's link, at the provider that was active when the edit asked it (its key is that
 * provider's). No window of its own: each link pays SBP_LINK_TTL_MINUTES, and a later visit issues
 * a fresh one for as long as the surcharge is open.
 */
async function surchargeAnswer(ctx: PaymentContext, order: OrderRow, surcharge: PaymentRow): Promise<Payment> {
  const provider = ctx.providers.byName[surcharge.provider];
  if (!provider) throw new DomainError('provider_unavailable', 502, paymentMessages.unavailable);
  const row = await linkThatPays(ctx, provider, order.code, surcharge, {
    expiresAt: () => new Date(Date.now() + ctx.config.SBP_LINK_TTL_MINUTES * 60_000),
    checkRenewable: () => {},
    description: `Доплата по заказу ${order.code}`,
  });
  if (row.status === 'succeeded') return paidAnswer(ctx, order);
  return paymentAnswer(order, row, demoPayOn(ctx));
}

/** The order's payment at `provider` with a link that pays now: made, re-checked or renewed as needed. */
async function currentPayment(ctx: PaymentContext, provider: PaymentProvider, order: OrderRow): Promise<PaymentRow> {
  const { db } = ctx;
  // A link pays until the order's window ends at the latest: the unpaid-order job counts from the
  // order's placing, so a late visit gets what is left of the window, and none after it.
  const windowEnd = paymentWindowEnd(order.createdAt, ctx.config).getTime();
  const windowOver = () => new DomainError('payment_window_over', 409, paymentMessages.windowOver);
  const expiresAt = () => new Date(Math.min(Date.now() + ctx.config.SBP_LINK_TTL_MINUTES * 60_000, windowEnd));
  if (Date.now() >= windowEnd && !(await findPayment(db, order.id, provider.name))) throw windowOver();
  const row = await ensurePaymentRow(db, {
    orderId: order.id,
    provider: provider.name,
    idempotenceKey: randomUUID(),
    expiresAt: expiresAt(),
  });
  return linkThatPays(ctx, provider, order.code, row, {
    expiresAt,
    checkRenewable: () => {
      if (Date.now() >= windowEnd) throw windowOver();
    },
    description: `Заказ ${order.code}`,
  });
}

/** The order's own sandbox payment for the demo action to pay; null when the order is paid already. */
async function ownPaymentToPay(ctx: PaymentContext, order: OrderRow): Promise<PaymentRow | null> {
  if (order.paymentMethod === 'cash') throw cashRefusal();
  if (order.paidAt !== null) return null;
  if (order.status === 'cancelled') throw new DomainError('order_cancelled', 409, paymentMessages.cancelled);
  const row = await findPayment(ctx.db, order.id, 'sandbox');
  if (!row) throw noLink();
  return row;
}

/**
 * POST /api/payment/sandbox/{code}/pay/ (not in production): pays the sandbox link the page shows
 * (a surcharge due, else the order's own) as a bank would — through the same notification handler
 * — and answers the payment after it.
 */
export async function demoPay(ctx: PaymentContext, session: SessionLookup, code: string): Promise<Payment> {
  const order = await sessionOrder(ctx, session, code);
  const row = (await surchargeDue(ctx.db, order)) ?? (await ownPaymentToPay(ctx, order));
  if (!row) return paidAnswer(ctx, order);
  if (row.provider !== 'sandbox' || !row.externalId || row.status === 'cancelled') throw noLink();
  if (isExpired(row)) throw new DomainError('link_expired', 409, paymentMessages.expired);

  const sandbox = ctx.providers.byName.sandbox!;
  await handleNotification(ctx.db, sandbox, { paymentId: row.externalId, status: 'succeeded' }, ctx.logger);
  return paymentForOrder(ctx, session, code);
}
