import { sql } from 'drizzle-orm';
import type { Db } from '../../api/db/database';

/**
 * Counts the rows written to every table of a test database, so that a test can tell exactly
 * whether a request changed it: each insert, update or delete of a row (and each truncate) adds a
 * line to `test_writes` in the same transaction, so a write that was rolled back leaves none.
 * `rate_limits` is left out: the limiter counts every attempt, refused ones too, by design (that
 * count is what stops a loop of bad requests); it holds no data of the shop.
 */
export async function countWrites(db: Db): Promise<() => Promise<number>> {
  await db.execute(sql`CREATE TABLE test_writes (id bigserial PRIMARY KEY)`);
  await db.execute(sql`
    CREATE FUNCTION test_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_writes DEFAULT VALUES;
      RETURN NULL;
    END $$`);
  await db.execute(sql`
    DO $$
    DECLARE t record;
    BEGIN
      FOR t IN SELECT schemaname, tablename FROM pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND tablename NOT IN ('test_writes', 'rate_limits')
      LOOP
        EXECUTE format('CREATE TRIGGER test_count_rows AFTER INSERT OR UPDATE OR DELETE ON %I.%I
          FOR EACH ROW EXECUTE FUNCTION test_count_write()', t.schemaname, t.tablename);
        EXECUTE format('CREATE TRIGGER test_count_truncate AFTER TRUNCATE ON %I.%I
          FOR EACH STATEMENT EXECUTE FUNCTION test_count_write()', t.schemaname, t.tablename);
      END LOOP;
    END $$`);
  return async () => {
    const result = await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM test_writes`);
    return Number(result.rows[0]!.n);
  };
}
