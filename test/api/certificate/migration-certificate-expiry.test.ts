/**
 * Migration 0010 gives the certificates issued before it an expires_at of their issue moment
 * + 12 months (CERTIFICATE_VALID_MONTHS), so that the column can be NOT NULL.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../../api/db/migrate';
import { CERTIFICATE_VALID_MONTHS } from '../../../shared/contract/certificate-code';
import { useDatabaseBefore } from '../../support/migrations';

describe('migration 0010_certificate_expiry', () => {
  const before = useDatabaseBefore('0010_certificate_expiry');

  it('sets an issued certificate’s expires_at to its issue moment + 12 months, and keeps it NOT NULL', async () => {
    expect(CERTIFICATE_VALID_MONTHS).toBe(12); // the SQL says 12: change both together
    const database = before();
    await database.db.execute(sql`
      WITH o AS (
        INSERT INTO orders (code, kind, name, phone, payment_method, goods_kopecks, total_kopecks, consent_at)
        VALUES ('K7M2P9QX4T', 'checkout', 'Даритель', '79990001122', 'sbp', 300000, 300000, now()) RETURNING id
      ), i AS (
        INSERT INTO order_items (order_id, product_code, name, colour, size, quantity, price_kopecks)
        SELECT id, 'sertifikat', 'Подарочный сертификат', 'молочный', 'Единый', 1, 300000 FROM o RETURNING id, order_id
      )
      INSERT INTO certificates (code, nominal_kopecks, balance_kopecks, order_id, order_item_id, unit, created_at)
      SELECT 'K7QW3MZP9XRDH2TE', 300000, 300000, order_id, id, 1, '2026-02-10T09:30:00Z' FROM i`);

    await migrateDatabase(database.pool);
    const rows = await database.db.execute<{ exact: boolean; nullable: string }>(sql`
      SELECT c.expires_at = timestamptz '2027-02-10T09:30:00Z' AS exact, (SELECT is_nullable FROM information_schema.columns
        WHERE table_name = 'certificates' AND column_name = 'expires_at') AS nullable FROM certificates c`);
    expect(rows.rows).toEqual([{ exact: true, nullable: 'NO' }]);
  });
});
