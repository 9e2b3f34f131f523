/**
 * The counters of rate-limiter-flexible's PostgreSQL store (api/limits/service.ts): one row per
 * limited key and window, shared by every instance of the api. The columns are the ones the
 * library creates itself; the migration makes the table so that no request runs DDL.
 */
import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  /** Milliseconds since the epoch when the window ends. */
  expire: bigint('expire', { mode: 'number' }),
});
