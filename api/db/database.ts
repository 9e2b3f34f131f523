import path from 'node:path';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import { startEmbeddedPostgres } from './embedded';
import * as schema from './schema';

/** The database handle; `$client` is its pool (for libraries that speak pg themselves, e.g. the rate limiter). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** Either the database or a transaction on it: what queries and seed steps run on. */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** The postgres:// URL the pool connects to. */
  url: string;
  /** Closes the pool, then stops the embedded server if we started one. */
  close(): Promise<void>;
}

/** A drizzle handle over a new pool for `url`. */
export function connect(url: string, logger: Logger): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client can lose its server (restart, network); pg emits that on the pool, and an
  // unhandled 'error' event would end the process.
  // (pg attaches the whole client to the error: log what a person can read.)
  pool.on('error', (error: Error & { code?: string }) =>
    logger.error({ code: error.code, message: error.message }, 'ошибка простаивающего соединения с базой'),
  );
  return { db: drizzle(pool, { schema }), pool };
}

/**
 * Opens the shop's database: DATABASE_URL when set, otherwise an embedded PostgreSQL with its
 * data under DATA_DIR/pg that outlives the process (a second start reuses the data).
 */
export async function openDatabase(config: ApiConfig, logger: Logger): Promise<Database> {
  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.DATA_DIR, 'pg'),
      persistent: true,
      logger,
    });
    url = embedded.url;
    stopEmbedded = () => embedded.stop();
  }
  const { db, pool } = connect(url, logger);
  return {
    db,
    pool,
    url,
    async close() {
      await pool.end();
      await stopEmbedded?.();
    },
  };
}
