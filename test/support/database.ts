import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import type pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { createApp } from '../../api/app';
import { parseApiConfig } from '../../api/config';
import { connect, type Db } from '../../api/db/database';
import { adminQuery, databaseUrl, TEMPLATE_DATABASE } from './urls';

export interface TestDatabase {
  url: string;
  db: Db;
  pool: pg.Pool;
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
  const { db, pool } = connect(url, silent);
  return {
    url,
    db,
    pool,
    async drop() {
      await pool.end();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

export interface TestApi {
  /** The api's Express app, for supertest (nothing listens). */
  app: Express;
  db: Db;
  drop(): Promise<void>;
}

/** A fresh api app on a fresh copy of the seeded database, with a silent logger. */
export async function createTestApi(): Promise<TestApi> {
  const database = await createTestDatabase();
  const config = parseApiConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
  const app = createApp({ db: database.db, logger: silent, config });
  return { app, db: database.db, drop: database.drop };
}
