import pg from 'pg';

/** The database every test database is copied from (migrated and seeded once per run). */
export const TEMPLATE_DATABASE = 'shop_template';

/** The same server's URL for another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** One statement on a short-lived connection (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
