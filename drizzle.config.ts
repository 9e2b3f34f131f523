import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; they are committed and applied at
// start (api/db/migrate.ts). Generating needs no database, so no credentials here.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./api/db/schema.ts', './api/db/catalog-schema.ts', './api/db/basket-schema.ts', './api/db/order-schema.ts'],
  out: './api/db/migrations',
  strict: true,
  verbose: true,
});
