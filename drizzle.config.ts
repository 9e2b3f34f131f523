import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; they are committed and applied at
// start (api/db/migrate.ts). Generating needs no database, so no credentials here.
export default defineConfig({
  dialect: 'postgresql',
  // Every domain's tables (api/<domain>/schema.ts), gathered in one list.
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
  // pg-boss keeps its queue in its own schema 'pgboss' (api/jobs/): never drizzle's to diff or drop.
  schemaFilter: ['public'],
  strict: true,
  verbose: true,
});
