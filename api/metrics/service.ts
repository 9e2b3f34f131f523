/**
 * The back-end's metrics (docs/decisions/030): orders as counters where they happen, and what the
 * database holds (pool, outbox) read at scrape. The registry is shared/node/metrics.ts's, one per process.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { Counter } from 'prom-client';
import { once, registry, sourcedGauge } from '../../shared/node/metrics';
import type { Executor } from '../db/database';

const registers = [registry];

/**
 * Counted after the transaction that placed the order committed, by the instance that placed it:
 * each order once however many instances run (Prometheus adds them: sum(rate(...))), and a retry
 * that finds its order already placed counts nothing.
 */
export const ordersPlaced = once(
  'shop_orders_placed_total',
  () =>
    new Counter({
      name: 'shop_orders_placed_total',
      help: 'Оформленные заказы: kind (checkout, fast), payment (способ оплаты)',
      labelNames: ['kind', 'payment'] as const,
      registers,
    }),
);

/** Counted after the commit that turned an order paid (only one transaction ever turns it). */
export const ordersPaid = once(
  'shop_orders_paid_total',
  () =>
    new Counter({
      name: 'shop_orders_paid_total',
      help: 'Оплаченные заказы: via (sbp — деньги через эквайера, certificate — целиком сертификатом)',
      labelNames: ['via'] as const,
      registers,
    }),
);

const poolGauge = sourcedGauge('shop_db_pool_connections', 'Соединения пула с базой: state (total, idle, waiting)', ['state']);

/** Reports the pool's connections (total, idle, and queries waiting for one) at every scrape. */
export function watchPool(pool: pg.Pool): () => void {
  return poolGauge.add((set) => {
    set({ state: 'total' }, pool.totalCount);
    set({ state: 'idle' }, pool.idleCount);
    set({ state: 'waiting' }, pool.waitingCount);
  });
}

const outboxGauge = sourcedGauge(
  'shop_outbox_messages',
  'Исходящие сообщения в базе: kind (receipt, sms, email), state (pending — ждут отправки, failed — брошены)',
  ['kind', 'state'],
  'max',
);

/**
 * Pending and given-up outbox messages, read from the table at scrape: the database's truth, the
 * same whichever instance is asked (take max(), not sum(), across instances). Pending rows are
 * few (the partial index); failed ones are counted over all time, which a person clears by hand.
 */
export function watchOutbox(db: Executor): () => void {
  return outboxGauge.add(async (set) => {
    const rows = await db.execute<{ kind: string; pending: number; failed: number }>(sql`
      SELECT kind,
             count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL)::int AS pending,
             count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed
        FROM outbox WHERE sent_at IS NULL GROUP BY kind`);
    for (const row of rows.rows) {
      set({ kind: row.kind, state: 'pending' }, row.pending);
      set({ kind: row.kind, state: 'failed' }, row.failed);
    }
  });
}
