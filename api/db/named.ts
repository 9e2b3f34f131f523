import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { QueryResult, QueryResultRow } from 'pg';
import type { Executor } from './database';

/**
 * `db.execute(sql…)` under a statement name, so that PostgreSQL parses and plans it once per
 * connection, as drizzle's `.prepare(name)` does for its builders (its `execute` takes no name).
 * It reaches the handle's session and dialect, which drizzle keeps on every database and
 * transaction handle (marked internal; test/api/named-statement.test.ts pins them). One name must
 * always stand for one text: pg refuses a name reused with another.
 */
export async function executeNamed<T extends QueryResultRow>(db: Executor, name: string, query: SQL): Promise<QueryResult<T>> {
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (await prepared.execute()) as QueryResult<T>;
}
