import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrateDatabase, migrationsFolder } from '../../../api/db/migrate';
import { createTestDatabase, type TestDatabase } from '../../support/database';

async function tables(database: TestDatabase): Promise<string[]> {
  const result = await database.db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  );
  return result.rows.map((r) => r.table_name);
}

describe('migrations', () => {
  let database: TestDatabase;
  afterEach(() => database.drop());

  it('apply on an empty database and create every table', async () => {
    database = await createTestDatabase({ empty: true });
    expect(await tables(database)).toEqual([]);
    await migrateDatabase(database.pool);
    expect(await tables(database)).toEqual([
      'audit_log',
      'basket_items',
      'baskets',
      'catalog_revision',
      'certificate_movements',
      'certificates',
      'colours',
      'confirmed_phones',
      'coupon_usages',
      'coupons',
      'delivery_methods',
      'delivery_tariffs',
      'form_requests',
      'legacy_redirects',
      'login_codes',
      'offers',
      'order_events',
      'order_items',
      'orders',
      'outbox',
      'partners',
      'payment_refunds',
      'payments',
      'pickup_points',
      'posters',
      'product_pictures',
      'products',
      'promos',
      'rate_limits',
      'reviews',
      'sections',
      'sessions',
      'shared_secrets',
      'shipments',
      'shop_documents',
      'shop_info',
      'shopper_notes',
      'social_links',
      'staff',
      'staff_recovery_codes',
      'staff_sessions',
      'users',
      'wishlist_items',
    ]);
  });

  it('apply once even when two instances start together', async () => {
    database = await createTestDatabase({ empty: true });
    await Promise.all([migrateDatabase(database.pool), migrateDatabase(database.pool)]);
    await migrateDatabase(database.pool);
    const applied = await database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
    expect(applied.rows[0]).toEqual({ n: journal.entries.length });
  });

  it('reject a section deeper than four levels', async () => {
    database = await createTestDatabase({ empty: true });
    await migrateDatabase(database.pool);
    await expect(
      database.db.execute(sql`INSERT INTO sections (code, name, depth, parent_id) VALUES ('x', 'X', 5, NULL)`),
    ).rejects.toThrow();
  });
});
