import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { QueryResult, QueryResultRow } from 'pg';
import type { Executor } from './database';

/**
 * What drizzle keeps on every database and transaction handle (marked internal: drizzle-orm is
 * pinned exactly, and docs/patches.md says what to check before another version; pinned by
 * test/api/db/named-statement.test.ts and test/patches.test.ts): the session, which holds the connection (the pool, or a
 * transaction's client), and the dialect that turns SQL into text.
 */
function internals(db: Executor) {
  return db as unknown as { session: PgSession & { client: unknown }; dialect: PgDialect };
}

function runNamed<T extends QueryResultRow>(
  db: Executor,
  name: string,
  built: ReturnType<PgDialect['sqlToQuery']>,
  values?: Record<string, unknown>,
) {
  const prepared = internals(db).session.prepareQuery(built, undefined, name, false);
  return prepared.execute(values) as Promise<QueryResult<T>>;
}

/**
 * `db.execute(sql…)` under a statement name, so that PostgreSQL parses and plans it once per
 * connection, as drizzle's `.prepare(name)` does for its builders (its `execute` takes no name).
 * One name must always stand for one text: pg refuses a name reused with another.
 */
export async function executeNamed<T extends QueryResultRow>(db: Executor, name: string, query: SQL): Promise<QueryResult<T>> {
  return runNamed<T>(db, name, internals(db).dialect.sqlToQuery(query));
}

/**
 * A named statement whose text is built once per process: `query` takes its values through
 * `sql.placeholder(name)`, filled at each call. For statements run per message or per order, where
 * building the same text again (drizzle's sqlToQuery) costs more than PostgreSQL running it.
 */
export function namedStatement<T extends QueryResultRow>(name: string, query: SQL) {
  let built: ReturnType<PgDialect['sqlToQuery']> | undefined;
  return (db: Executor, values: Record<string, unknown>): Promise<QueryResult<T>> => {
    built ??= internals(db).dialect.sqlToQuery(query);
    return runNamed<T>(db, name, built, values);
  };
}

/**
 * A drizzle builder's prepared query (`build` ends in `.prepare(name)`, its values
 * `sql.placeholder`s) built once per process and run on whichever handle a call has, the database
 * or a transaction: each call gets a copy of the first one bound to the handle's connection (the
 * node-postgres prepared query reads its `client` when it executes). The rows are mapped as the
 * builder maps them. For the statements of every basket and order call, where drizzle building the
 * same query again cost more of the api's time than PostgreSQL running it (decision 024).
 */
export function preparedOnce<Q extends object>(build: (db: Executor) => Q): (db: Executor) => Q {
  let first: Q | undefined;
  return (db) => {
    first ??= build(db);
    return Object.create(first, { client: { value: internals(db).session.client } }) as Q;
  };
}
