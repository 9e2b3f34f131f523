/**
 * The limits' tables: the counters of rate-limiter-flexible's PostgreSQL store
 * (api/limits/limiter.ts), and the key that signs proof-of-work challenges (api/limits/proof.ts).
 * Both are shared by every instance of the api, so that no instance keeps what another needs.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * One row per limited key and window. The columns are the ones the library creates itself; the
 * migration makes the table so that no request runs DDL.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  /** Milliseconds since the epoch when the window ends. */
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * Secrets the api's instances share, one row per name, drawn once by a migration from the
 * database's strong random source: a shop started with no setting has them, and keeps them
 * across restarts. `proof_of_work` signs the ALTCHA challenges unless ALTCHA_HMAC_KEY is set.
 */
export const sharedSecrets = pgTable(
  'shared_secrets',
  {
    name: text('name').primaryKey(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('shared_secrets_value_long', sql`length(${t.value}) >= 32`)],
);
