/**
 * pg-boss's connection to our pool, with what it set going kept countable. pg-boss 10 marks a job
 * done or failed without awaiting it (manager.js: `this.complete(…)` / `this.fail(…)` after the
 * handler), so its `stop()` can resolve while that write is still on its way; and a worker whose
 * fetch was on its way when `stop()` was called runs the jobs it brings after `stop()` resolved
 * (stop waits only for workers already holding jobs). Either, once the pool has closed, is an
 * unhandled rejection («Cannot use a pool after calling end on the pool») and a job left `active`
 * until it expires. `settle()` waits until neither a query nor a handler is left.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type pg from 'pg';

export interface BossSql {
  executeSql(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  /** Runs a job handler counted, so `settle()` waits for it. */
  during<T>(handler: () => Promise<T>): Promise<T>;
  /**
   * Resolves when no query and no handler is running: what finished started nothing more (a
   * fetch's jobs, a handler's completion), each looked for after the turn that could start it.
   */
  settle(): Promise<void>;
}

export function bossSql(pool: pg.Pool): BossSql {
  const inFlight = new Set<Promise<unknown>>();
  const counted = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    const done = () => inFlight.delete(work);
    work.then(done, done);
    return work;
  };
  return {
    executeSql: (text, values) => counted(pool.query(text, values)),
    during: (handler) => counted(handler()),
    async settle() {
      for (;;) {
        await Promise.allSettled([...inFlight]);
        // What a settled query's answer starts (a worker's onFetch, a completion) starts in this turn's callbacks.
        await nextTurn();
        if (inFlight.size === 0) return;
      }
    },
  };
}
