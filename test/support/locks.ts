import { sql } from 'drizzle-orm';
import type { Db } from '../../api/db/database';

/**
 * Sessions of this database waiting for a lock (the calls under test have queued on a row). Asked
 * outside any transaction: inside one, pg_stat_activity is a frozen snapshot.
 */
export const lockWaiters = async (db: Db) =>
  (
    await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )
  ).rows[0]!.n;
