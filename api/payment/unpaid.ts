/**
 * Unpaid SBP orders are released: an order whose payment window (SBP_LINK_TTL_MINUTES from placing)
 * and grace (UNPAID_ORDER_GRACE_MINUTES) have passed is cancelled through cancelOrder — stock,
 * coupon use and held certificate part back in one transaction — with the reason 'unpaid'.
 * docs/decisions/025-unpaid-orders.md.
 */
import { and, asc, eq, exists, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import type { Db, Executor } from '../db/database';
import { cancelOrder, type Actor } from '../order/service';
import { orders } from '../order/schema';
import type { PaymentProviders } from '../providers/payment';
import { settlePayment } from './bank-webhook';
import { payments } from './schema';

/** How many due orders one run releases; the next run takes the rest. */
const RELEASE_BATCH = 100;

/** The end of an order's payment window: links are issued (and pay) only until then. */
export const paymentWindowEnd = (createdAt: Date, config: Pick<ApiConfig, 'SBP_LINK_TTL_MINUTES'>) =>
  new Date(createdAt.getTime() + config.SBP_LINK_TTL_MINUTES * 60_000);

const minutes = (n: number) => sql`make_interval(mins => ${n})`;

/**
 * Waiting SBP orders with something to pay, past their window and grace, oldest first. A link the
 * acquirer was still taking when we re-checked it (extended past the window) counts too: the grace
 * runs from its expiry.
 */
async function dueUnpaidOrders(db: Executor, config: ApiConfig, limit = RELEASE_BATCH): Promise<number[]> {
  const grace = config.UNPAID_ORDER_GRACE_MINUTES;
  const openLink = db
    .select({ one: sql`1` })
    .from(payments)
    .where(and(eq(payments.orderId, orders.id), eq(payments.status, 'pending'), gt(payments.expiresAt, sql`now() - ${minutes(grace)}`)));
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'new'),
        eq(orders.paymentMethod, 'sbp'),
        gt(sql`${orders.totalKopecks} - ${orders.certificateKopecks}`, 0),
        lte(orders.createdAt, sql`now() - ${minutes(config.SBP_LINK_TTL_MINUTES + grace)}`),
        sql`NOT ${exists(openLink)}`,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface ReleaseFigures {
  /** Cancelled by this run. */
  cancelled: number;
  /** Found paid at the acquirer (a notification that never came) and confirmed instead. */
  paid: number;
  /** Left for the next run: the acquirer could not be asked, or another runner got there first. */
  skipped: number;
}

export interface ReleaseContext {
  db: Db;
  config: ApiConfig;
  providers: PaymentProviders;
  logger: Logger;
  /** Who cancels, as the orders' history keeps it: the job that runs this. */
  actor: Actor;
}

/**
 * Asks the acquirer about the order's links that are still pending on our side, as the payment
 * page does past a link's expiry: money whose notification was lost pays the order rather than
 * being refunded after a cancel. Answers whether the order is paid now; throws when the acquirer
 * cannot be asked (the order waits for the next run).
 */
async function paidAtAcquirer(ctx: ReleaseContext, orderId: number): Promise<boolean> {
  const pending = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending'), isNotNull(payments.externalId)));
  let paid = false;
  for (const row of pending) {
    const provider = ctx.providers.byName[row.provider];
    if (!provider) continue;
    const actual = await provider.fetchPayment(row.externalId!);
    const settled = await settlePayment(ctx.db, provider.name, actual, ctx.logger);
    if (settled === 'confirmed' || settled === 'already_paid') paid = true;
  }
  return paid;
}

/**
 * One run of the job: every due order is checked at the acquirer, then cancelled. Safe with any
 * number of runs at once: cancelOrder locks the order row and changes only a 'new' one, so each
 * order is cancelled once and its stock, coupon and certificate come back once.
 */
export async function releaseUnpaidOrders(ctx: ReleaseContext): Promise<ReleaseFigures> {
  const figures: ReleaseFigures = { cancelled: 0, paid: 0, skipped: 0 };
  for (const orderId of await dueUnpaidOrders(ctx.db, ctx.config)) {
    try {
      if (await paidAtAcquirer(ctx, orderId)) {
        figures.paid += 1;
        continue;
      }
    } catch (error) {
      figures.skipped += 1;
      const message = error instanceof Error ? error.message : String(error);
      ctx.logger.warn({ orderId, message }, 'неоплаченный заказ не отменён: платёжный сервис не ответил, попробуем позже');
      continue;
    }
    const result = await cancelOrder(ctx.db, orderId, { actor: ctx.actor, reason: 'unpaid', note: 'не оплачен вовремя' });
    if (result === 'cancelled') {
      figures.cancelled += 1;
      ctx.logger.info({ orderId }, 'заказ отменён: не оплачен вовремя, товары возвращены в продажу');
    } else {
      figures.skipped += 1;
    }
  }
  return figures;
}
