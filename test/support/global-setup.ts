/**
 * Vitest global setup: one PostgreSQL server for the whole run (TEST_DATABASE_URL, or an embedded
 * throwaway one) and a template database migrated and seeded once. Each test then copies the
 * template (CREATE DATABASE … TEMPLATE), which takes milliseconds, and drops its copy.
 */
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { connect } from '../../api/db/database';
import { startEmbeddedPostgres } from '../../api/db/embedded';
import { migrateDatabase } from '../../api/db/migrate';
import { seedIfEmpty } from '../../api/db/seed';
import { adminQuery, databaseUrl, TEMPLATE_DATABASE } from './urls';
import { toolConfig } from '../../build/tool-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A maintenance-database URL on the test server, for CREATE/DROP DATABASE. */
    testDatabaseAdminUrl: string;
  }
}

async function buildTemplate(adminUrl: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  const { db, pool } = connect(databaseUrl(adminUrl, TEMPLATE_DATABASE), pino({ level: 'silent' }));
  try {
    await migrateDatabase(pool);
    await seedIfEmpty(db);
  } finally {
    // A template with open connections cannot be copied.
    await pool.end();
  }
}

export default async function setup(project: TestProject) {
  const external = toolConfig().TEST_DATABASE_URL;
  let adminUrl: string;
  let stop = async () => {};
  if (external) {
    adminUrl = external;
  } else {
    // One throwaway cluster per run, so that two runs in one checkout do not share a lock file.
    const server = await startEmbeddedPostgres({ dataDir: `./data/test-pg-${process.pid}`, persistent: false });
    adminUrl = server.adminUrl;
    stop = () => server.stop();
  }

  try {
    await buildTemplate(adminUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('testDatabaseAdminUrl', adminUrl);

  return async () => {
    if (external) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
    await stop();
  };
}
