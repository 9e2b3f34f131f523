import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bossSql } from '../../../api/jobs/boss-sql';
import { useTestDatabase } from '../../support/database';

describe("pg-boss's queries on our pool", () => {
  const database = useTestDatabase({}, 'file');

  it('settle() waits for a query nobody awaited, so the pool can close after it', async () => {
    const pool = new pg.Pool({ connectionString: database().url, max: 2 });
    const sql = bossSql(pool);
    let finished = false;
    // What pg-boss does with a job's completion: issued, not awaited.
    void sql.executeSql('SELECT pg_sleep(0.3)').then(() => (finished = true));
    await sql.settle();
    expect(finished).toBe(true);
    await pool.end();
  });

  it('settle() also waits for a query that fails, and answers without throwing', async () => {
    const pool = new pg.Pool({ connectionString: database().url, max: 2 });
    const sql = bossSql(pool);
    const failing = sql.executeSql('SELECT no_such_column FROM pg_class');
    failing.catch(() => undefined);
    await expect(sql.settle()).resolves.toBeUndefined();
    await expect(failing).rejects.toThrow(/no_such_column/);
    await pool.end();
  });

  it('settle() waits for the handler a fetch on its way brought, and the completion it writes', async () => {
    const pool = new pg.Pool({ connectionString: database().url, max: 2 });
    const sql = bossSql(pool);
    const steps: string[] = [];
    // What a pg-boss worker does when its fetch returns after stop() was called: run the jobs, then mark them done.
    void sql
      .executeSql('SELECT pg_sleep(0.1)')
      .then(() =>
        sql.during(async () => {
          await pool.query('SELECT pg_sleep(0.2)');
          steps.push('handled');
        }),
      )
      .then(() => void sql.executeSql('SELECT pg_sleep(0.1)').then(() => steps.push('completed')));
    await sql.settle();
    expect(steps).toEqual(['handled', 'completed']);
    await pool.end();
  });
});
