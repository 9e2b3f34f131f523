import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeNamed, preparedOnce } from '../../../api/db/named';
import { useTestDatabase } from '../../support/database';

/** api/db/named.ts reaches into drizzle's handles: this pins that it still names the statement and runs it on the caller's connection. */
describe('executeNamed', () => {
  const database = useTestDatabase({ empty: true }, 'file');

  it('runs the statement under its name, on the database and inside a transaction', async () => {
    const answer = await executeNamed<{ n: number }>(database().db, 'named_test_one', sql`SELECT ${41}::int + 1 AS n`);
    expect(answer.rows).toEqual([{ n: 42 }]);
    const prepared = await database().db.transaction(async (tx) => {
      const again = await executeNamed<{ n: number }>(tx, 'named_test_one', sql`SELECT ${1}::int + 1 AS n`);
      expect(again.rows).toEqual([{ n: 2 }]);
      return tx.execute<{ name: string }>(sql`SELECT name FROM pg_prepared_statements WHERE name = 'named_test_one'`);
    });
    expect(prepared.rows).toEqual([{ name: 'named_test_one' }]);
  });

  it('runs a query built once on whichever handle calls it: inside a transaction it sees what the transaction wrote', async () => {
    await database().db.execute(sql`CREATE TABLE prepared_once_test (n int)`);
    const count = preparedOnce((db) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`prepared_once_test`)
        .where(sql`n > ${sql.placeholder('above')}`)
        .prepare('prepared_once_count'),
    );
    expect(await count(database().db).execute({ above: 0 })).toEqual([{ n: 0 }]);
    let inside: unknown;
    let outside: unknown;
    const rolledBack = database().db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO prepared_once_test VALUES (1), (2), (3)`);
      inside = await count(tx).execute({ above: 1 });
      // The same query on the database handle runs on another connection, which cannot see the uncommitted rows.
      outside = await count(database().db).execute({ above: 1 });
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    expect(inside).toEqual([{ n: 2 }]);
    expect(outside).toEqual([{ n: 0 }]);
    expect(await count(database().db).execute({ above: 0 })).toEqual([{ n: 0 }]);
  });
});
