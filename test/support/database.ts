import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import { pino } from 'pino';
import { inject } from 'vitest';
import { createApp, type ApiDeps } from '../../api/app';
import { parseApiConfig } from '../../api/config';
import { connect, type Database, type Db } from '../../api/db/database';
import { useFresh, type Lifetime } from './lifetime';
import { adminQuery, databaseUrl, TEMPLATE_DATABASE } from './urls';

export interface TestDatabase extends Omit<Database, 'close'> {
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

const silent = pino({ level: 'silent' });

/**
 * A database of its own for one test: a copy of the migrated, seeded template, or with
 * `{ empty: true }` a database with no tables at all (for migration and seed tests).
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('testDatabaseAdminUrl');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const template = options.empty ? 'template0' : TEMPLATE_DATABASE;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = databaseUrl(adminUrl, name);
  const connection = connect(url, silent);
  const drop = async () => {
    await connection.pool.end();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  return { url, ...connection, drop };
}

/** Environment variables of the api's configuration, over the test defaults (PAYMENT_PROVIDER, NODE_ENV…). */
export type ApiEnv = Record<string, string>;

/** The api's Express app on a test database (`db`: another handle on it, e.g. a larger pool). */
export function testApiApp(database: TestDatabase, env: ApiEnv = {}, db: Db = database.db, deps: TestDeps = {}): Express {
  // Tests change the catalogue between calls and assert what the database holds; the reuse of
  // catalogue answers (CATALOG_PAGE_CACHE_SECONDS) has a test of its own (catalog-page-cache).
  const config = parseApiConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    CATALOG_PAGE_CACHE_SECONDS: '0',
    ...env,
  });
  // No carrier unless the test brings one: the api tests price delivery at the flat prices they
  // assert, and the tariffs' own tests bring a double (or `carrier: undefined`, the configured sandbox).
  return createApp({ db, logger: silent, config, carrier: null, ...deps });
}

/** What a test passes to the app besides its configuration: doubles of the outside (a carrier). */
export type TestDeps = Pick<ApiDeps, 'carrier'>;

export interface TestApi {
  /** The api's Express app, for supertest (nothing listens). */
  app: Express;
  db: Db;
  drop(): Promise<void>;
}

/** A fresh api app on a fresh copy of the seeded database, with a silent logger. */
export async function createTestApi(env: ApiEnv = {}, deps: TestDeps = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  return { app: testApiApp(database, env, database.db, deps), db: database.db, drop: database.drop };
}

/** A test api with what `prepare` put into its database (ids and such) as `fixture`. */
export interface PreparedApi<F> extends TestApi {
  fixture: F;
}

export interface UseTestApi<F> {
  /** A function when the values are known only once other set-up ran (a fake acquirer's URL). */
  env?: ApiEnv | (() => ApiEnv);
  /** 'file' for a file whose tests only read. */
  per?: Lifetime;
  /** Doubles the app is built with (a carrier whose tariffs the test controls). */
  deps?: () => TestDeps;
  prepare?: (api: TestApi) => Promise<F>;
}

/** A database of its own for each test (or once for the file), dropped after it; answers its getter. */
export function useTestDatabase(options: { empty?: boolean } = {}, per: Lifetime = 'test'): () => TestDatabase {
  return useFresh(
    () => createTestDatabase(options),
    (database) => database.drop(),
    per,
  );
}

/** A fresh test api for each test (or the file), dropped after it; answers its getter. */
export function useTestApi<F = undefined>(options: UseTestApi<F> = {}): () => PreparedApi<F> {
  const make = async (): Promise<PreparedApi<F>> => {
    const api = await createTestApi(typeof options.env === 'function' ? options.env() : options.env, options.deps?.());
    try {
      return { ...api, fixture: (await options.prepare?.(api)) as F };
    } catch (error) {
      await api.drop();
      throw error;
    }
  };
  return useFresh(make, (api) => api.drop(), options.per);
}
