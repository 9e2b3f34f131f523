/**
 * The bench's view of the orders' notices (decision 026): each order writes its SMS and letters to
 * the outbox, and the api's job runner delivers them while the shoppers shop. After the run the
 * bench waits for the outbox to drain, so a delivery that falls behind shows as a backlog instead
 * of as CPU no one counted, and checks that every message went once (one try each, none given up).
 * With --pg-statements it also lists what the database ran per order (pg_stat_statements: the
 * api's calls and the job runner's alike).
 */
import type pg from 'pg';

export interface OutboxState {
  total: number;
  pending: number;
  failed: number;
  /** Messages that needed more than one try (each try may send: 0 is "nothing sent twice"). */
  retried: number;
}

/** The outbox's rows written after row `afterId` (the bench's own run), by state. */
export async function outboxState(pool: pg.Pool, afterId: number): Promise<OutboxState> {
  const { rows } = await pool.query<OutboxState>(
    `/* bench-outbox */ SELECT count(*)::int AS total,
            count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL)::int AS pending,
            count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
            count(*) FILTER (WHERE attempts > 1)::int AS retried
       FROM outbox WHERE id > $1`,
    [afterId],
  );
  return rows[0]!;
}

export async function lastOutboxId(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ id: number }>('/* bench-outbox */ SELECT coalesce(max(id), 0)::int AS id FROM outbox');
  return rows[0]!.id;
}

/** Waits until no row after `afterId` is pending (or `limitMs` passes); answers the last state. */
export async function waitForDrain(pool: pg.Pool, afterId: number, limitMs: number): Promise<OutboxState> {
  const until = performance.now() + limitMs;
  for (;;) {
    const state = await outboxState(pool, afterId);
    if (state.pending === 0 || performance.now() > until) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** pg_stat_statements, made ready and emptied: what runs from now on is counted. */
export async function resetStatementStats(pool: pg.Pool): Promise<void> {
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await pool.query('SELECT pg_stat_statements_reset()');
}

/** The statements run since the reset, per order placed, most frequent first (the bench's own left out). */
export async function statementsPerOrder(pool: pg.Pool, orders: number, top = 30): Promise<string> {
  const { rows } = await pool.query<{ query: string; calls: string; ms: number }>(
    `SELECT regexp_replace(query, '\\s+', ' ', 'g') AS query, calls, total_exec_time AS ms
       FROM pg_stat_statements
      WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND query NOT LIKE '%bench-outbox%' AND query NOT LIKE '%pg_stat_statements%'
      ORDER BY calls DESC`,
  );
  const total = rows.reduce((sum, r) => sum + Number(r.calls), 0);
  const totalMs = rows.reduce((sum, r) => sum + r.ms, 0);
  const lines = rows
    .slice(0, top)
    .map(
      (r) =>
        `  ${(Number(r.calls) / orders).toFixed(2).padStart(6)}  ${((r.ms / orders) * 1000).toFixed(0).padStart(5)} мкс  ${r.query.slice(0, 150)}`,
    );
  return [
    `Запросов к базе на заказ (pg_stat_statements, api и очередь вместе): ${(total / orders).toFixed(1)}, ` +
      `время их исполнения ${((totalMs / orders) * 1000).toFixed(0)} мкс; чаще всего (на заказ, мкс на заказ):`,
    ...lines,
  ].join('\n');
}
