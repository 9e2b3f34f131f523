/**
 * pg-boss's connection to our pool, with the queries in flight kept countable. pg-boss 10 marks a
 * job done or failed without awaiting it (manager.js: `this.complete(…)` / `this.fail(…)` after the
 * handler), so its `stop()` can resolve while that write is still on its way; the pool closed
 * then turns it into an unhandled rejection («Cannot use a pool after calling end on the pool»)
 * and a job left `active` until it expires. `settle()` waits for every query issued so far.
 */
import type pg from 'pg';

export interface BossSql {
  executeSql(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  /** Resolves when every query issued before the call has finished, whatever its outcome. */
  settle(): Promise<void>;
}

export function bossSql(pool: pg.Pool): BossSql {
  const inFlight = new Set<Promise<pg.QueryResult>>();
  return {
    executeSql(text, values) {
      const query = pool.query(text, values);
      inFlight.add(query);
      query.then(
        () => inFlight.delete(query),
        () => inFlight.delete(query),
      );
      return query;
    },
    async settle() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
