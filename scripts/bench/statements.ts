/**
 * Statements per call, counted where they are sent: every pg client of a pool gets its `query`
 * wrapped when the pool connects it, so what drizzle, the transactions (BEGIN/COMMIT) and the rate
 * limiter send all count. `bench:basket` runs a few of its shopper's rounds through the api's own
 * app (from source, in this process) on such a pool and prints the counts per call.
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
