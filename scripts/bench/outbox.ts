/**
 * The bench's view of the orders' notices (decision 026): each order writes its SMS and letters to
 * the outbox, and the api's job runner delivers them while the shoppers shop. After the run the
 * bench waits for the outbox to drain, so a delivery that falls behind shows as a backlog instead
 * of as CPU no one counted, and checks that every message went once (one try each, none given up).
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
