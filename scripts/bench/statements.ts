/**
 * Statements per call, counted where they are sent: every pg client of a pool gets its `query`
 * wrapped when the pool connects it, so what drizzle, the transactions (BEGIN/COMMIT) and the rate
 * limiter send all count. `bench:basket` runs a few of its shopper's rounds through the api's own
 * app (from source, in this process) on such a pool and prints the counts per call. With
 * --pg-statements it also lists what the database ran per order (pg_stat_statements: the built api's
 * calls and its job runner's alike; the bench's own outbox queries, tagged bench-outbox, left out).
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { pino } from 'pino';
import { createApp } from '../../api/app';
import { parseApiConfig } from '../../api/config';
import { connect } from '../../api/db/database';
import { Shopper, shopRound, type CallName, type Round } from './shopper';

export interface StatementLog {
  /** The statements sent since the last `take`, in order; starts a new list. */
  take(): string[];
}

export function logStatements(pool: pg.Pool): StatementLog {
  let sent: string[] = [];
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string };
      sent.push((typeof first === 'string' ? first : (first.text ?? '')).replace(/\s+/g, ' ').trim());
      return query(...args);
    };
  });
  return {
    take() {
      const taken = sent;
      sent = [];
      return taken;
    },
  };
}

export type StatementCounts = Record<CallName, { calls: number; statements: number; last: string[] }>;

/**
 * `rounds` of the bench's round by one shopper, one call at a time, on the api built from source
 * with `env` (the bench's own settings); the statements each kind of call sent. The first round is
 * not counted: its first add makes the session, as only a shopper's very first call does.
 */
export async function countStatements(
  databaseUrl: string,
  env: Record<string, string>,
  rounds: readonly Round[],
): Promise<StatementCounts> {
  const logger = pino({ level: 'error' });
  const { db, pool } = connect(databaseUrl, logger);
  const log = logStatements(pool);
  const server = createApp({ db, logger, config: parseApiConfig({ ...env, DATABASE_URL: databaseUrl }) }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const counts: StatementCounts = {
    add: { calls: 0, statements: 0, last: [] },
    draft: { calls: 0, statements: 0, last: [] },
    checkout: { calls: 0, statements: 0, last: [] },
  };
  const shopper = new Shopper(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, '10.2.0.1');
  try {
    for (const [index, round] of rounds.entries()) {
      log.take();
      await shopRound(shopper, round, (call, answer) => {
        if (answer.status !== 200) throw new Error(`${call}: ${answer.status} ${answer.body.errors?.[0]?.message ?? ''}`);
        const sent = log.take();
        if (index === 0) return;
        counts[call].calls += 1;
        counts[call].statements += sent.length;
        counts[call].last = sent;
      });
    }
  } finally {
    shopper.close();
    await new Promise((resolve) => server.close(resolve));
    await pool.end();
  }
  return counts;
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
