import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeNamed } from '../../api/db/named';
import { createTestDatabase, type TestDatabase } from '../support/database';

/** api/db/named.ts reaches into drizzle's handles: this pins that it still names the statement. */
describe('executeNamed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('runs the statement under its name, on the database and inside a transaction', async () => {
    const answer = await executeNamed<{ n: number }>(database.db, 'named_test_one', sql`SELECT ${41}::int + 1 AS n`);
    expect(answer.rows).toEqual([{ n: 42 }]);
    const prepared = await database.db.transaction(async (tx) => {
      const again = await executeNamed<{ n: number }>(tx, 'named_test_one', sql`SELECT ${1}::int + 1 AS n`);
      expect(again.rows).toEqual([{ n: 2 }]);
      return tx.execute<{ name: string }>(sql`SELECT name FROM pg_prepared_statements WHERE name = 'named_test_one'`);
    });
    expect(prepared.rows).toEqual([{ name: 'named_test_one' }]);
  });
});
