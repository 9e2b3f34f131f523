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

/**
 * A named statement whose text is built once per process: `query` takes its values through
 * `sql.placeholder(name)`, filled at each call. For statements run per message or per order, where
 * building the same text again (drizzle's sqlToQuery) costs more than PostgreSQL running it.
 */
export function namedStatement<T extends QueryResultRow>(name: string, query: SQL) {
  let built: ReturnType<PgDialect['sqlToQuery']> | undefined;
  return async (db: Executor, values: Record<string, unknown>): Promise<QueryResult<T>> => {
    const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
    built ??= dialect.sqlToQuery(query);
    const prepared = session.prepareQuery(built, undefined, name, false);
    return (await prepared.execute(values)) as QueryResult<T>;
  };
}
